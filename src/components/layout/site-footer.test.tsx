import { ShieldCheck } from 'lucide-react';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FOOTER_NAV, LEGAL_NAV } from './navigation';
import { ShieldCheckIcon, SiteFooter } from './site-footer';

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

  it("draws the shield as server markup, the same as lucide's client icon", () => {
    const lucide = renderToStaticMarkup(
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />,
    );
    expect(renderToStaticMarkup(<ShieldCheckIcon />)).toBe(lucide);
    expect(renderToStaticMarkup(<SiteFooter />)).toContain(lucide);
    expect(readFileSync(new URL('./site-footer.tsx', import.meta.url), 'utf8')).not.toContain('lucide-react');
  });
});
