import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FOOTER_NAV, LEGAL_NAV } from './navigation';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('styles its links once, on their lists (every page sends the footer twice: HTML and RSC payload)', () => {
    const html = renderToStaticMarkup(<SiteFooter />);
    for (const link of [...FOOTER_NAV, ...LEGAL_NAV]) {
      expect(html).toMatch(new RegExp(`<li><a href="${link.href}"[^>]*>${link.label.replace("'", '&#x27;')}</a></li>`));
    }
    expect(html).not.toMatch(/<li><a [^>]*class=/);
    expect(html.match(/\[&amp;_a\]:text-muted-foreground/g)).toHaveLength(2);
  });
});
