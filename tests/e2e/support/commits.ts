import type { Page } from '@playwright/test';

/**
 * Counts the commits of the page's root per task through React's DevTools hook (production builds
 * call it too). A component that sets state while the hydration commits (a closed Radix Select's
 * items, a closed dialog) makes React re-render synchronously in the hydration's task: a second commit.
 */
export async function countCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __commits: number[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: object };
    let task = 0;
    let open = false;
    w.__commits = [];
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { containerInfo: Node }) => {
        if (root.containerInfo !== document) return;
        if (!open) {
          open = true;
          task += 1;
          setTimeout(() => (open = false));
        }
        w.__commits.push(task);
      },
    };
  });
}

/** The task of each commit so far, in order (`countCommits` installed the counter). */
export function commitTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __commits: number[] }).__commits);
}
