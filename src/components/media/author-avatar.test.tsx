import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthorAvatar } from './author-avatar';

describe('AuthorAvatar', () => {
  it('is a lazy 32 px picture, decorative beside the name (no preload ahead of the LCP image)', () => {
    expect(renderToStaticMarkup(<AuthorAvatar picture="/media/avatars/a.webp" />)).toBe(
      '<img src="/media/avatars/a.webp" alt="" width="32" height="32" loading="lazy" decoding="async" ' +
        'class="size-8 shrink-0 rounded-full object-cover"/>',
    );
  });

  it('is a hidden person icon when there is no picture', () => {
    const html = renderToStaticMarkup(<AuthorAvatar picture={null} />);
    expect(html).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(html).not.toContain('<img');
  });
});
