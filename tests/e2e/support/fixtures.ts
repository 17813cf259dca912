import { test as base, expect, type ConsoleMessage } from '@playwright/test';

// House style 10: a console.error or an uncaught exception in the page fails the test.
// A test that expects one (e.g. the browser logging a 404 document load) lists it in
// `allowedConsoleErrors`: `test.use({ allowedConsoleErrors: [/status of 404/] })`.
//
// On a streamed page, look for text inside `page.getByRole('main')`: for up to React 19.2's 300 ms
// reveal throttle a boundary's content can be in the page twice, once in a hidden <div id="S:n"> at
// the end of the body (react/react#37014), and getByText and getByLabel match hidden elements
// (getByRole does not), so a page-wide lookup fails in strict mode now and then.
type Options = { allowedConsoleErrors: RegExp[] };
type Fixtures = { failOnConsoleError: void };

function isPrefetchOfMissingPage(text: string, url: string): boolean {
  return /status of 404/.test(text) && /[?&]_rsc=/.test(url);
}

export const test = base.extend<Options & Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleError: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const where = message.location().url;
        // A <Link> prefetches its target's RSC payload; links to pages that later issues build
        // (search, reviews…) answer 404 to that speculative fetch. Following such a link is
        // tested where the page exists; the prefetch alone is not an error on this page.
        if (isPrefetchOfMissingPage(text, where)) return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console.error: ${text}${where ? ` (${where})` : ''}`);
      };
      const onPageError = (error: Error) => problems.push(`uncaught exception: ${error.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use();
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      if (problems.length > 0) {
        await testInfo.attach('browser-errors', { body: problems.join('\n'), contentType: 'text/plain' });
        expect(problems, 'the page logged errors').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
