import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { validateHtml } from '../../../scripts/check-html';
import { DataTable } from './data-table';
import { Select } from './select';
import { RangeSlider } from './slider';

// The shared controls' server HTML passes the Nu HTML Checker.
const noop = () => undefined;

function page(body: ReactElement): string {
  return `<!DOCTYPE html><html lang="en"><head><title>Markup</title></head><body>${renderToStaticMarkup(body)}</body></html>`;
}

describe('shared controls before hydration', () => {
  it('pass the Nu HTML Checker', () => {
    const documents = new Map([
      [
        'select',
        page(
          <form>
            <label htmlFor="state">State</label>
            <Select id="state" placeholder="Select State" options={[{ value: 'NV', label: 'Nevada' }]} />
          </form>,
        ),
      ],
      [
        'slider',
        page(
          <div>
            <span id="age-label">Age</span>
            <RangeSlider
              aria-labelledby="age-label"
              min={18}
              max={100}
              value={[21, 40]}
              onValueChange={noop}
              thumbLabels={['Minimum age', 'Maximum age']}
            />
          </div>,
        ),
      ],
      [
        'table',
        page(
          <DataTable
            caption="Guys"
            columns={[{ accessorKey: 'name', header: 'Name' }]}
            data={[{ name: 'demo_guy' }]}
            hideFilter
          />,
        ),
      ],
    ]);
    const results = validateHtml(documents);
    expect(results).toEqual([
      { page: 'select', errors: [] },
      { page: 'slider', errors: [] },
      { page: 'table', errors: [] },
    ]);
    expect(documents.get('slider')).toMatch(/role="slider"[^>]*aria-valuenow="21"/);
  }, 120_000);
});

describe('landmarks', () => {
  it('name each table’s pagination after its caption, so two tables on a page are told apart', () => {
    const columns = [{ accessorKey: 'name', header: 'Name' }];
    const html = renderToStaticMarkup(
      <div>
        <DataTable caption="Timewasters" columns={columns} data={[{ name: 'a' }]} hideFilter />
        <DataTable caption="Comments" columns={columns} data={[{ name: 'b' }]} hideFilter />
      </div>,
    );
    const navNames = [...html.matchAll(/<nav aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(navNames).toEqual(['Timewasters pages', 'Comments pages']);
  });
});
