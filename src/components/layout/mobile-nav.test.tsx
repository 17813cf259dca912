import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MobileNav } from './mobile-nav';
import { GIRL_SIGNUP_LINK, LOGIN_LINK, MAIN_NAV } from './navigation';

describe('MobileNav', () => {
  it("sends the menu button and an empty sheet with the page, none of the sheet's links", () => {
    const html = renderToStaticMarkup(<MobileNav links={MAIN_NAV} accountLinks={[LOGIN_LINK, GIRL_SIGNUP_LINK]} />);
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toMatch(/<dialog[^>]*><\/dialog>/);
    for (const link of [...MAIN_NAV, LOGIN_LINK, GIRL_SIGNUP_LINK]) expect(html).not.toContain(`href="${link.href}"`);
    expect(html).not.toContain('Close menu');
  });
});
