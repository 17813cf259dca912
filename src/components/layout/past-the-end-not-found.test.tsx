import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotFoundView } from './not-found-view';
import { listOfPath, type ListLastPage } from './past-the-end-not-found';

const LISTS: ListLastPage[] = [
  { base: '/wrestlers', lastPage: 7, href: '/wrestlers/page/7' },
  { base: '/wrestlers/type/us', lastPage: 3, href: '/wrestlers/type/us/page/3' },
  { base: '/wrestlers/type/international', lastPage: 1, href: '/wrestlers/type/international' },
];

describe('listOfPath', () => {
  it('finds the list a past-the-end URL belongs to, the most specific one first', () => {
    expect(listOfPath(LISTS, '/wrestlers/page/99')?.lastPage).toBe(7);
    expect(listOfPath(LISTS, '/wrestlers/type/us/page/99')?.lastPage).toBe(3);
    expect(listOfPath(LISTS, '/wrestlers/type/international/page/2')?.href).toBe('/wrestlers/type/international');
    expect(listOfPath(LISTS, '/wrestlers')?.lastPage).toBe(7);
  });

  it('finds none for a path outside every list', () => {
    expect(listOfPath(LISTS, '/wrestlers/type/elsewhere/page/2')).toBeUndefined();
    expect(listOfPath(LISTS, '/wrestlersx/page/2')).toBeUndefined();
  });
});

describe('NotFoundView', () => {
  it('links to the last real page of the list when it has one, and home always', () => {
    const html = renderToStaticMarkup(<NotFoundView lastPage={{ href: '/wrestlers/page/7', page: 7 }} />);
    expect(html).toContain('Not found - 404');
    expect(html).toMatch(/<a[^>]*href="\/wrestlers\/page\/7"[^>]*>Go to the last page \(7\)<\/a>/);
    expect(html).toContain('Go to the home page');
    expect(renderToStaticMarkup(<NotFoundView />)).not.toContain('last page');
  });
});
