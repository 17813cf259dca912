import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';
import { Unhydrated } from './unhydrated';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
// Next's Link, marked: what renders it and what renders a plain anchor tell apart in the markup.
vi.mock('next/link', () => import('../../../tests/helpers/next-link-mock'));

describe('Unhydrated', () => {
  it('renders its items on the server, where the page keeps them until it renders them again itself', () => {
    const html = renderToStaticMarkup(
      <Unhydrated followLinks className="grid" aria-label="Wrestlers">
        <li>
          <a href="https://example.com/gina">Gina</a>
        </li>
      </Unhydrated>,
    );
    expect(html).toBe(
      '<ul class="grid" aria-label="Wrestlers"><li><a href="https://example.com/gina">Gina</a></li></ul>',
    );
    expect(renderToStaticMarkup(<Unhydrated as="aside">Stats</Unhydrated>)).toBe('<aside>Stats</aside>');
  });

  it("renders a Link inside a list that follows its links as a plain anchor, not Next's Link", () => {
    const html = renderToStaticMarkup(
      <Unhydrated followLinks>
        <li>
          <Link href="/wrestlers" className="card">
            Wrestlers
          </Link>
        </li>
      </Unhydrated>,
    );
    expect(html).toBe('<ul><li><a class="card" href="/wrestlers">Wrestlers</a></li></ul>');
  });

  it("keeps Next's Link outside such a list, and for a link that asks for one of its navigation options", () => {
    const outside = renderToStaticMarkup(<Link href="/wrestlers">Wrestlers</Link>);
    expect(outside).toBe('<a data-next-link="" href="/wrestlers">Wrestlers</a>');
    const withOptions = renderToStaticMarkup(
      <Unhydrated followLinks>
        <Link href="/a" replace>
          A
        </Link>
        <Link href="/b" scroll={false}>
          B
        </Link>
        <Link href="/c" prefetch={false}>
          C
        </Link>
        <Link href={{ pathname: '/d' }}>D</Link>
      </Unhydrated>,
    );
    expect(withOptions.match(/data-next-link/g)).toHaveLength(4);
    expect(renderToStaticMarkup(<Unhydrated>{outside && <Link href="/e">E</Link>}</Unhydrated>)).toContain(
      'data-next-link',
    );
  });
});
