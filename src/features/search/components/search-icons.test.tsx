import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { searchIcon } from './search-icons';

describe('searchIcon', () => {
  it('draws the same markup as lucide', () => {
    expect(renderToStaticMarkup(searchIcon('sliders-horizontal'))).toBe(
      renderToStaticMarkup(<SlidersHorizontal aria-hidden="true" />),
    );
    expect(renderToStaticMarkup(searchIcon('list', 'size-4'))).toBe(
      renderToStaticMarkup(<List aria-hidden="true" className="size-4" />),
    );
    expect(renderToStaticMarkup(searchIcon('layout-grid', 'size-4'))).toBe(
      renderToStaticMarkup(<LayoutGrid aria-hidden="true" className="size-4" />),
    );
  });
});
