import 'server-only';

// Progress lines on stdout for long seed work. The seed is a command-line tool: printing is its
// user interface (and no personal data is printed, only counts).

export type Reporter = (line: string) => void;

export const consoleReporter: Reporter = (line) => {
  console.log(line);
};

export const silentReporter: Reporter = () => {};

/** Reports "label: done/total (p%)" at most every `everyMs`, and always at the end. */
export function createProgress(report: Reporter, label: string, total: number, everyMs = 1000) {
  const started = Date.now();
  let last = 0;
  let done = 0;
  const line = () => {
    const pct = total > 0 ? Math.floor((done / total) * 100) : 100;
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    return `  ${label}: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${pct}%) ${secs}s`;
  };
  return {
    add(count: number) {
      done += count;
      const now = Date.now();
      if (done >= total || now - last >= everyMs) {
        last = now;
        report(line());
      }
    },
  };
}

/** Counts rows per table as the demo seed inserts them, for the summary and the tests. */
export class SeedCounts {
  readonly rows = new Map<string, number>();

  add(table: string, count: number) {
    this.rows.set(table, (this.rows.get(table) ?? 0) + count);
  }

  summary(): string {
    const width = Math.max(...[...this.rows.keys()].map((k) => k.length), 5);
    return [...this.rows.entries()].map(([table, n]) => `  ${table.padEnd(width)} ${String(n).padStart(8)}`).join('\n');
  }
}
