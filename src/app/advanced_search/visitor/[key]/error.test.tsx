import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import VisitorSearchError from './error';

describe("the visitors' cached search page when the search fails", () => {
  it('shows the Search Error panel with Retry under the page heading, as the per-request page does', () => {
    const html = renderToStaticMarkup(
      <VisitorSearchError error={new Error('database down')} retry={() => undefined} />,
    );
    expect(html).toContain('<h1 class="text-2xl font-bold tracking-tight">Girls Search</h1>');
    expect(html).toContain('Search Error');
    expect(html).toContain(ERROR_MESSAGES.unknown.replace("'", '&#x27;'));
    expect(html).toContain('Retry');
    expect(html).not.toContain('database down');
  });
});
