import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_PREFIX } from '@/server/auth/auth';
import { SEARCH_PAGE_SIZE } from './schema';
import {
  SESSION_COOKIE_PREFIX,
  isVisitorSearchPagePath,
  VISITOR_SEARCH_ROUTE,
  visitorSearchPageFilter,
  visitorSearchPagePath,
  visitorSearchRewrite,
} from './visitor-page';

const pathOf = (query: string) => visitorSearchPagePath(new URLSearchParams(query));
const keyOf = (query: string) => decodeURIComponent(pathOf(query)!.slice(VISITOR_SEARCH_ROUTE.length + 1));
const page = (query: string, headers: Record<string, string> = {}, method = 'GET') =>
  visitorSearchRewrite(method, new URL(`http://localhost/advanced_search${query}`), new Headers(headers));

describe('visitorSearchPagePath', () => {
  it('names one page per search as the page shows it (paging parameters and unknown ones left out)', () => {
    expect(pathOf('q=an')).toBe(`${VISITOR_SEARCH_ROUTE}/q%3Dan`);
    expect(pathOf('offset=40&foo=1&q=an&limit=5')).toBe(pathOf('q=an'));
    expect(pathOf('')).toBe(`${VISITOR_SEARCH_ROUTE}/-`);
    expect(pathOf('age=18-100')).toBe(pathOf(''));
    expect(pathOf('q=Gina')).toBe(pathOf('q=gina'));
    expect(pathOf('q=GINA&city=Las%20VEGAS&state=nevada')).toBe(pathOf('q=gina&city=las%20vegas&state=NV'));
    expect(pathOf('age=35-25')).toBe(pathOf('age=25-35'));
    expect(pathOf('age=025-35.9')).toBe(pathOf('age=25-35'));
    expect(pathOf('age=1-35')).toBe(pathOf('age=18-35'));
    expect(keyOf('state=Texas&physique=athletic&age=25-35')).toBe('age=25-35&physique=Athletic&state=TX');
  });

  it('is null for what the visitors’ result cache does not keep: keyset pages and long text', () => {
    expect(pathOf('q=an&after=50')).toBeNull();
    expect(pathOf(`q=${'a'.repeat(41)}`)).toBeNull();
    expect(pathOf(`city=${'a'.repeat(41)}`)).toBeNull();
    expect(pathOf(`q=${'a'.repeat(40)}`)).not.toBeNull();
  });
});

describe('visitorSearchPageFilter', () => {
  it('reads back the filter of every key the proxy writes, odd characters included', () => {
    for (const query of [
      'q=an',
      '',
      'q=%25_%5C%27%22',
      'q=a%26b%3Dc&city=St.%20Louis',
      'height=60-70&weight=100-200',
    ]) {
      const filter = visitorSearchPageFilter(keyOf(query) === '' ? '-' : keyOf(query));
      expect(filter, query).not.toBeNull();
      expect(filter!.limit).toBe(SEARCH_PAGE_SIZE);
      expect(visitorSearchPagePath(new URLSearchParams(keyOf(query) === '-' ? '' : keyOf(query)))).toBe(pathOf(query));
    }
    expect(visitorSearchPageFilter(keyOf('q=a%26b%3Dc'))!.q).toBe('a&b=c');
    // The segment as Next hands it to the page: still percent-encoded.
    const segment = (query: string) => pathOf(query)!.slice(VISITOR_SEARCH_ROUTE.length + 1);
    expect(visitorSearchPageFilter(segment('q=an'))!.q).toBe('an');
    expect(visitorSearchPageFilter(segment('q=%25_'))!.q).toBe('%_');
    expect(visitorSearchPageFilter(segment('q=a%26b%3Dc&state=TX'))).toMatchObject({ q: 'a&b=c', state: 'TX' });
    expect(visitorSearchPageFilter('-')!.q).toBe('');
  });

  it('is null for any other spelling, so made-up paths make no cache entries', () => {
    for (const key of [
      '',
      'q=an&foo=1',
      'Q=an',
      'q=an&offset=20',
      'q=an&after=5',
      'age=18-100',
      'state=Texas&q=an',
      'q= an',
    ])
      expect(visitorSearchPageFilter(key), key).toBeNull();
  });
});

describe('visitorSearchRewrite', () => {
  it('sends a visitor’s GET or HEAD of /advanced_search to the cached page', () => {
    expect(page('?q=an')).toBe(pathOf('q=an'));
    expect(page('', {}, 'HEAD')).toBe(pathOf(''));
    expect(page('?q=an', { cookie: 'theme=dark' })).toBe(pathOf('q=an'));
  });

  it('leaves signed-in people (any session cookie), other methods and paths to the per-request page', () => {
    expect(page('?q=an', { cookie: 'matside.session_token=abc' })).toBeNull();
    expect(page('?q=an', { cookie: '__Secure-matside.session_token=abc' })).toBeNull();
    expect(page('?q=an', {}, 'POST')).toBeNull();
    expect(page('?q=an&after=7')).toBeNull();
    expect(
      visitorSearchRewrite('GET', new URL('http://localhost/advanced_search/visitor/q%3Dan'), new Headers()),
    ).toBeNull();
  });

  it('knows the cached pages by their own path', () => {
    expect(isVisitorSearchPagePath(pathOf('q=an')!)).toBe(true);
    expect(isVisitorSearchPagePath('/advanced_search')).toBe(false);
    expect(isVisitorSearchPagePath(VISITOR_SEARCH_ROUTE)).toBe(false);
  });

  it('looks for the cookie Better Auth sets', () => {
    expect(SESSION_COOKIE_PREFIX).toBe(AUTH_COOKIE_PREFIX);
  });
});
