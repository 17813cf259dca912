import { describe, expect, it } from 'vitest';
import { errorsPerPage, summarise, validateHtml } from './check-html';

const VALID = '<!DOCTYPE html><html lang="en"><head><title>Fine</title></head><body><p>Hi</p></body></html>';
// The two errors once found on the sign-up and dashboard pages.
const INVALID =
  '<!DOCTYPE html><html lang="en"><head><title>Broken</title></head><body>' +
  '<select aria-label="State"><option></option><option>Nevada</option></select>' +
  '<div aria-label="Summary">Hello</div></body></html>';

describe('errorsPerPage', () => {
  it('keeps errors per page and drops warnings and info', () => {
    const report = JSON.stringify({
      messages: [
        { type: 'error', url: 'file:/tmp/a.html', lastLine: 3, message: 'Bad thing.', extract: '<div  aria-label>' },
        { type: 'info', subType: 'warning', url: 'file:/tmp/a.html', message: 'Just a warning.' },
        { type: 'info', url: 'file:/tmp/b.html', message: 'Trailing slash.' },
        { type: 'non-document-error', url: 'file:/tmp/b.html', message: 'Cannot read.' },
      ],
    });
    const pages = new Map([
      ['file:/tmp/a.html', 'home'],
      ['file:/tmp/b.html', 'login'],
      ['file:/tmp/c.html', 'contact'],
    ]);
    expect(errorsPerPage(report, pages)).toEqual([
      { page: 'home', errors: ['line 3: Bad thing. — <div aria-label>'] },
      { page: 'login', errors: ['Cannot read.'] },
      { page: 'contact', errors: [] },
    ]);
  });
});

describe('summarise', () => {
  it('exits 1 and names the page when any page has an error', () => {
    const { text, exitCode } = summarise([
      { page: 'home', errors: [] },
      { page: 'login', errors: ['line 1: Oops.'] },
    ]);
    expect(exitCode).toBe(1);
    expect(text).toContain('FAIL login (1 errors)');
    expect(text).toContain('1 HTML errors on 1 of 2 pages');
  });

  it('exits 0 when every page is clean', () => {
    expect(summarise([{ page: 'home', errors: [] }]).exitCode).toBe(0);
  });
});

describe('validateHtml (the real Nu HTML Checker)', () => {
  it('finds the empty option and the aria-label on a plain div, and passes a valid page', () => {
    const results = validateHtml(
      new Map([
        ['valid', VALID],
        ['invalid', INVALID],
      ]),
    );
    expect(results.find((r) => r.page === 'valid')?.errors).toEqual([]);
    const errors = results.find((r) => r.page === 'invalid')?.errors ?? [];
    expect(errors.some((e) => /option.*must not be empty/.test(e))).toBe(true);
    expect(errors.some((e) => /aria-label.*must not be specified on any “div”/.test(e))).toBe(true);
    expect(summarise(results).exitCode).toBe(1);
  }, 120_000);
});
