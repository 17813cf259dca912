import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MATRIX, ROUTE_MATRIX } from '../authorization-matrix';

// Every page.tsx and every method every route.ts exports needs its row in
// tests/authorization-matrix.ts (the e2e spec authorization-matrix.spec.ts checks the rows
// against the running app). A new page or route without a row fails here, in seconds.

const APP = path.resolve(import.meta.dirname, '../../src/app');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return filesNamed(full, name);
    return entry === name ? [full] : [];
  });
}

/** /girl/(group)/x/[id]/page.tsx → /girl/x/[id]: the URL pattern, route groups left out. */
function patternOf(file: string): string {
  const segments = path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment));
  return `/${segments.join('/')}`;
}

const pages = filesNamed(APP, 'page.tsx').map(patternOf).sort();
const routes = (
  await Promise.all(
    filesNamed(APP, 'route.ts').map(async (file) => {
      const exported = (await import(file)) as Record<string, unknown>;
      return METHODS.filter((method) => typeof exported[method] === 'function').map(
        (method) => `${method} ${patternOf(file)}`,
      );
    }),
  )
)
  .flat()
  .sort();

describe('the authorization matrix covers the route table', () => {
  it('has a row for every page', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((page) => !(page in PAGE_MATRIX))).toEqual([]);
  });
  it('has a row for every method of every route handler', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => !(route in ROUTE_MATRIX))).toEqual([]);
  });
  it('has no row for a page or route that no longer exists', () => {
    expect(Object.keys(PAGE_MATRIX).filter((page) => !pages.includes(page))).toEqual([]);
    expect(Object.keys(ROUTE_MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
  });
  it('names every sample value the e2e spec fills in', () => {
    const known =
      /\{(stageName|girlId|guyUserId|travelId|bookingId|timewasterId|timewasterPhotoId|scammerId|scammerStage|reviewStage|problemGirlId|sessionGirl|mediaKey|pendingPhotoId|missing)\}/g;
    for (const entry of [...Object.values(PAGE_MATRIX), ...Object.values(ROUTE_MATRIX)]) {
      expect(entry.sample.replace(known, ''), entry.sample).not.toMatch(/[{}]/);
    }
  });
});
