import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FOOTER_NAV, LEGAL_NAV } from './navigation';
import { SiteFooter } from './site-footer';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

describe('SiteFooter', () => {
  it('styles its links once, on their lists (every page sends the footer twice: HTML and RSC payload)', () => {
    const html = renderToStaticMarkup(<SiteFooter />);
    for (const link of [...FOOTER_NAV, ...LEGAL_NAV]) {
      expect(html).toMatch(new RegExp(`<li><a href="${link.href}"[^>]*>${link.label.replace("'", '&#x27;')}</a></li>`));
    }
    expect(html).not.toMatch(/<li><a [^>]*class=/);
    expect(html.match(/\[&amp;_a\]:text-muted-foreground/g)).toHaveLength(2);
  });

  it('draws the shield with the icon masks, not an svg to hydrate', () => {
    const html = renderToStaticMarkup(<SiteFooter />);
    expect(html).toContain(
      '<span aria-hidden="true" class="icon-shield-check mt-0.5 size-4 shrink-0 text-accent"></span>',
    );
    expect(html).not.toContain('<path d="m9 12 2 2 4-4"');
    expect(readFileSync(new URL('./site-footer.tsx', import.meta.url), 'utf8')).not.toContain('lucide-react');
  });
});
