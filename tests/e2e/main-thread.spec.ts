import type { Page, Request } from '@playwright/test';
import { DEMO_GIRL_STAGE_NAME, DEMO_GUY } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// Issue 27 item 2 / decision 038: a public page fetches no other page's data until the visitor
// shows intent (pointer over a link, touch, focus), and a profile loads the review form's code and
// its eligibility question only for a signed-in guy.

const PROFILE_PATH = `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;

const isPageData = (request: Request) => /[?&]_rsc=/.test(request.url());
const isEligibility = (request: Request) => request.url().includes('/reviews/eligibility');

function recordRequests(page: Page, which: (request: Request) => boolean): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (which(request)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

test('the home page fetches no page data for its links until one is hovered', async ({ page }) => {
  const pageData = recordRequests(page, isPageData);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(pageData, 'page data fetched before any intent').toEqual([]);

  const link = page.getByRole('main').locator('a[href="/wrestlers"]').first();
  const prefetch = page.waitForRequest(
    (request) => isPageData(request) && new URL(request.url()).pathname === '/wrestlers',
  );
  await link.hover();
  await prefetch;
  await link.click();
  await expect(page).toHaveURL(/\/wrestlers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a profile asks for review eligibility only when a guy is signed in', async ({ page, baseURL }) => {
  const eligibility = recordRequests(page, isEligibility);
  await page.goto(PROFILE_PATH);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-session="loading"]')).toHaveCount(0);
  expect(eligibility, 'a visitor asks nothing').toEqual([]);

  await signInAs(page, baseURL!, DEMO_GUY.username);
  const asked = page.waitForRequest(isEligibility);
  await page.goto(PROFILE_PATH);
  await asked;
});
