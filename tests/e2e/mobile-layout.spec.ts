import type { Page } from '@playwright/test';
import { DEMO_GIRL, DEMO_GUY, DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// At 390 px nothing sits beyond the screen's edge on the pages with tables, lists and tabs: no
// element is wider than the viewport, the page never scrolls sideways, and every button, link,
// tab and field is inside the screen (or inside a named, focusable box that scrolls, which a
// keyboard and a thumb can reach).

const PHONE = { width: 390, height: 844 };

const PAGES: { role: string; username: string; paths: string[] }[] = [
  {
    role: 'girl',
    username: DEMO_GIRL.username,
    paths: ['/girl/manage-travels', '/girl/bookings', '/girl/my-timewasters', '/girl/timewasters'],
  },
  { role: 'guy', username: DEMO_GUY.username, paths: ['/guy/bookings'] },
  {
    role: 'moderator',
    username: DEMO_MODERATOR.username,
    paths: [
      '/admin/moderate',
      '/admin/manage-girls',
      '/admin/manage-sessiongirls',
      '/admin/random-sessiongirl',
      '/admin/manage-guys',
      '/admin/manage-bookings',
      '/admin/manage-unverified-references',
      '/admin/manage-votes',
      '/admin/manage-follow-my-travels',
      '/admin/manage-reputation-list',
      '/admin/timewasters',
      '/admin/scammers',
      '/admin/problem-girls',
      '/admin/audit-log',
    ],
  },
];

/** What lies beyond the screen's edge, described for the failure message. */
function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide`);
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = element.getAttribute('aria-label') ?? text;
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}"`;
    };
    const hidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        // The visually-hidden pattern (sr-only): a 1 px box clipped away.
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    /** A box that scrolls sideways, is named and takes the keyboard's focus. */
    const scrollBox = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth)
          return node.tabIndex >= 0 && !!node.getAttribute('aria-label') ? node : 'unreachable';
      }
      return null;
    };
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || hidden(element)) continue;
      const interactive = element.matches('a[href], button, [role="tab"], input, select, textarea, [role="switch"]');
      const tooWide = box.width > width + 1;
      const outside = box.left < -1 || box.right > width + 1;
      if (!tooWide && !(interactive && outside)) continue;
      const scroller = scrollBox(element);
      if (scroller === null)
        problems.push(
          `${describe(element)} ${tooWide ? 'is wider than the screen' : 'is off-screen'} (${Math.round(box.left)}–${Math.round(box.right)})`,
        );
      else if (scroller === 'unreachable') problems.push(`${describe(element)} scrolls in a box no keyboard reaches`);
    }
    return problems;
  });
}

for (const { role, username, paths } of PAGES) {
  test(`at 390 px no ${role} page puts an action beyond the screen`, async ({ page, baseURL }) => {
    test.setTimeout(30_000 + paths.length * 15_000);
    await page.setViewportSize(PHONE);
    await signInAs(page, baseURL!, username);
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/week-admin-390${path.replace(/\//g, '-')}.png`, fullPage: true });
      const problems = await offScreen(page);
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
  });
}
