import { describe, expect, it } from 'vitest';
import { parseTableState, tableStateQuery } from './server-table-state';

describe('parseTableState', () => {
  it('defaults to the first page of 5 in the default order', () => {
    expect(parseTableState({})).toEqual({ q: '', sort: '', dir: 'desc', page: 1, size: 5 });
  });

  it('keeps what the page knows and drops the rest', () => {
    const state = parseTableState(new URLSearchParams('q=%20Vegas%20&sort=username&dir=asc&page=3&size=25'), [
      'username',
    ]);
    expect(state).toEqual({ q: 'Vegas', sort: 'username', dir: 'asc', page: 3, size: 25 });
    expect(parseTableState({ sort: 'password', page: '0', size: '7', dir: 'sideways' }, ['username'])).toEqual({
      q: '',
      sort: '',
      dir: 'desc',
      page: 1,
      size: 5,
    });
    expect(parseTableState({ page: '1e3' }).page).toBe(1);
    expect(parseTableState({ page: '-2' }).page).toBe(1);
    expect(parseTableState({ q: ['a', 'b'] }).q).toBe('a');
  });

  it('strips control characters and cuts a long filter', () => {
    expect(parseTableState({ q: 'a\u0000b' }).q).toBe('a b');
    expect(parseTableState({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });
});

describe('tableStateQuery', () => {
  it('writes only what differs from the defaults', () => {
    expect(tableStateQuery(parseTableState({}))).toBe('');
    expect(tableStateQuery({ q: 'ann', sort: 'id', dir: 'asc', page: 2, size: 10 })).toBe(
      '?q=ann&sort=id&dir=asc&page=2&size=10',
    );
    expect(tableStateQuery({ q: '', sort: '', dir: 'desc', page: 1, size: 5 }, { ids: '1,2' })).toBe('?ids=1%2C2');
  });
});

describe('the sort a URL asks for', () => {
  const sortable = ['id', 'username', 'city'] as const;

  it('keeps a whitelisted column and its direction, both ways', () => {
    expect(parseTableState({ sort: 'city', dir: 'asc' }, sortable)).toMatchObject({ sort: 'city', dir: 'asc' });
    expect(parseTableState({ sort: 'city', dir: 'desc' }, sortable)).toMatchObject({ sort: 'city', dir: 'desc' });
  });

  it('turns anything else into the default order: unknown columns, SQL, prototype keys, case variants', () => {
    for (const sort of [
      'password',
      'email',
      'id; DROP TABLE girls',
      'username desc, (select 1)',
      'lower(username)',
      '"username"',
      'USERNAME',
      'username ',
      '__proto__',
      'constructor',
      'toString',
      '',
    ]) {
      expect(parseTableState({ sort, dir: 'asc' }, sortable).sort, sort).toBe('');
    }
  });

  it('any direction but asc is desc; the state writes back into the URL', () => {
    expect(parseTableState({ sort: 'id', dir: 'ASC; --' }, sortable).dir).toBe('desc');
    const state = parseTableState({ sort: 'username', dir: 'asc' }, sortable);
    expect(tableStateQuery(state)).toBe('?sort=username&dir=asc');
    expect(parseTableState(new URLSearchParams(tableStateQuery(state).slice(1)), sortable)).toEqual(state);
  });
});
