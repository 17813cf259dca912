import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UnhydratedList } from './unhydrated-list';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

describe('UnhydratedList', () => {
  it('renders its items on the server, where the page keeps them until it renders them again itself', () => {
    const html = renderToStaticMarkup(
      <UnhydratedList className="grid" aria-label="Wrestlers">
        <li>
          <a href="/profile/Gina">Gina</a>
        </li>
      </UnhydratedList>,
    );
    expect(html).toBe('<ul class="grid" aria-label="Wrestlers"><li><a href="/profile/Gina">Gina</a></li></ul>');
  });
});
