import { describe, expect, it } from 'vitest';
import { hasResponsiveVariants, parseResponsiveName, responsiveWidths, toPictureData } from './media';

const file = (name: string, width: number, height = width) => ({
  key: `p/${name}`,
  url: `/media/p/${name}`,
  width,
  height,
});

describe('responsiveWidths', () => {
  it('takes the standard widths below the picture and its own width, capped at 1280', () => {
    expect(responsiveWidths(2000)).toEqual([320, 640, 960, 1280]);
    expect(responsiveWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(responsiveWidths(700)).toEqual([320, 640, 700]);
    expect(responsiveWidths(512)).toEqual([320, 512]);
    expect(responsiveWidths(320)).toEqual([320]);
    expect(responsiveWidths(100)).toEqual([100]);
    expect(responsiveWidths(0)).toEqual([]);
  });

  it('parses variant names', () => {
    expect(parseResponsiveName('avif-640')).toEqual({ format: 'avif', width: 640 });
    expect(parseResponsiveName('jpeg-512')).toEqual({ format: 'jpeg', width: 512 });
    expect(parseResponsiveName('large')).toBeNull();
    expect(parseResponsiveName('gif-20')).toBeNull();
  });
});

describe('toPictureData', () => {
  const variants = {
    avatar: { ...file('a.webp', 512), placeholder: 'data:image/webp;base64,AAAA' },
    'avif-320': file('b.avif', 320),
    'webp-320': file('b.webp', 320),
    'avif-512': file('c.avif', 512),
    'webp-512': file('c.webp', 512),
    'jpeg-512': file('c.jpg', 512),
  };

  it('builds AVIF and WebP srcsets, the JPEG fallback, the size and the placeholder', () => {
    expect(toPictureData('/media/p/a.webp', variants)).toEqual({
      src: '/media/p/c.jpg',
      width: 512,
      height: 512,
      avif: '/media/p/b.avif 320w, /media/p/c.avif 512w',
      webp: '/media/p/b.webp 320w, /media/p/c.webp 512w',
      placeholder: 'data:image/webp;base64,AAAA',
    });
    expect(hasResponsiveVariants(variants)).toBe(true);
  });

  it('maxWidth keeps at least two widths so dense screens stay sharp', () => {
    expect(toPictureData('/media/p/a.webp', variants, { maxWidth: 320 })?.avif).toBe(
      '/media/p/b.avif 320w, /media/p/c.avif 512w',
    );
  });

  it('an old row (only large/thumb) still gives a picture: its URL and stored size, no srcset', () => {
    const old = { large: file('l.webp', 1600, 1200), thumb: file('t.webp', 400, 300) };
    expect(hasResponsiveVariants(old)).toBe(false);
    expect(toPictureData('/media/p/l.webp', old)).toEqual({
      src: '/media/p/l.webp',
      width: 1600,
      height: 1200,
      avif: undefined,
      webp: undefined,
      placeholder: undefined,
    });
    expect(toPictureData('/media/x.webp', null)).toMatchObject({ src: '/media/x.webp', width: 512, height: 512 });
  });

  it('refuses URLs that are neither same-origin paths nor https', () => {
    expect(toPictureData('javascript:alert(1)', null)).toBeNull();
    expect(toPictureData('//evil.example/x.webp', null)).toBeNull();
    expect(toPictureData('http://evil.example/x.webp', null)).toBeNull();
    expect(toPictureData(null, variants)).toBeNull();
  });
});
