import { describe, it, expect } from 'vitest';
import { safeHref, toNewsCard } from './card-info';

const createdAt = new Date('2024-06-01T10:00:00Z');

describe('toNewsCard', () => {
  it('maps the seeded card_info shape', () => {
    expect(
      toNewsCard({
        id: 7,
        cardInfo: {
          type: 'new_girl',
          title: 'New on Matside: Ivy',
          body: 'Based in Dallas.',
          href: '/profile/Ivy',
          girlId: 3,
        },
        createdAt,
      }),
    ).toEqual({
      id: 7,
      title: 'New on Matside: Ivy',
      label: 'New girl',
      body: 'Based in Dallas.',
      imageUrl: null,
      href: '/profile/Ivy',
      publishedAt: '2024-06-01T10:00:00.000Z',
    });
  });

  it('accepts alternative key names and prefers an explicit date', () => {
    const card = toNewsCard({
      id: 1,
      cardInfo: {
        headline: 'Hello',
        description: 'World',
        link: 'https://example.com/a',
        image: '/media/x.png',
        date: '2023-01-02T00:00:00Z',
        type: 'site_update',
      },
      createdAt,
    });
    expect(card?.title).toBe('Hello');
    expect(card?.body).toBe('World');
    expect(card?.href).toBe('https://example.com/a');
    expect(card?.imageUrl).toBe('/media/x.png');
    expect(card?.publishedAt).toBe('2023-01-02T00:00:00.000Z');
    expect(card?.label).toBe('Site update');
  });

  it('drops rows without a title and tolerates junk', () => {
    expect(toNewsCard({ id: 1, cardInfo: { body: 'no title' }, createdAt })).toBeNull();
    expect(toNewsCard({ id: 1, cardInfo: null, createdAt })).toBeNull();
    expect(toNewsCard({ id: 1, cardInfo: ['title'], createdAt })).toBeNull();
    expect(toNewsCard({ id: 1, cardInfo: { title: '   ' }, createdAt })).toBeNull();
    expect(toNewsCard({ id: 1, cardInfo: { title: 'x', date: 'garbage' }, createdAt: null })?.publishedAt).toBeNull();
  });
});

describe('safeHref', () => {
  it('keeps same-origin paths and http(s) URLs', () => {
    expect(safeHref('/wrestlers')).toBe('/wrestlers');
    expect(safeHref('https://example.com/x')).toBe('https://example.com/x');
  });

  it('drops script, protocol-relative and malformed links', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
