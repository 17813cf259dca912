import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Unhydrated } from './unhydrated';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

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
});
