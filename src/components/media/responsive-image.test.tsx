import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const picture = {
  src: '/media/p/c.jpg',
  width: 512,
  height: 640,
  avif: '/media/p/a.avif 320w, /media/p/b.avif 512w',
  webp: '/media/p/a.webp 320w, /media/p/b.webp 512w',
  placeholder: 'data:image/webp;base64,UklGRg==',
};

describe('ResponsiveImage', () => {
  it('renders <picture> with AVIF then WebP sources, sizes, width/height, lazy + async and the placeholder', () => {
    const html = renderToStaticMarkup(<ResponsiveImage picture={picture} alt="Gina" sizes="50vw" className="x" />);
    expect(html).toBe(
      '<picture class="contents">' +
        '<source type="image/avif" srcSet="/media/p/a.avif 320w, /media/p/b.avif 512w" sizes="50vw"/>' +
        '<source type="image/webp" srcSet="/media/p/a.webp 320w, /media/p/b.webp 512w" sizes="50vw"/>' +
        '<img src="/media/p/c.jpg" alt="Gina" width="512" height="640" loading="lazy" decoding="async" ' +
        'style="background-image:url(&quot;data:image/webp;base64,UklGRg==&quot;)" class="bg-cover bg-center bg-no-repeat x"/>' +
        '</picture>',
    );
  });

  it('the LCP image is eager with fetchpriority=high', () => {
    const html = renderToStaticMarkup(<ResponsiveImage picture={picture} alt="" sizes="160px" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('an old picture without renditions is a plain lazy img; no placeholder when turned off', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        picture={{ src: '/media/x.webp', width: 400, height: 500 }}
        alt=""
        sizes="64px"
        placeholder={false}
      />,
    );
    expect(html).toBe(
      '<picture class="contents"><img src="/media/x.webp" alt="" width="400" height="500" loading="lazy" decoding="async"/></picture>',
    );
  });
});
