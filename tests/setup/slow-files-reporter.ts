import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// Where an integration run's time goes (issue 26 item 5): after the usual report, the phases summed
// over every file (a forked worker's start, importing the setup and the test file, the tests and
// their hooks) and the ten slowest files, each with its project (database).

type Row = { file: string; project: string; prepare: number; setup: number; imports: number; tests: number };

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
const total = (row: Row) => row.prepare + row.setup + row.imports + row.tests;

export default class SlowFilesReporter implements Reporter {
  private rows: Row[] = [];

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    this.rows.push({
      file: path.basename(module.moduleId),
      project: module.project.name,
      prepare: d.prepareDuration + d.environmentSetupDuration,
      setup: d.setupDuration,
      imports: d.collectDuration,
      tests: d.duration,
    });
  }

  onTestRunEnd(): void {
    if (this.rows.length === 0) return;
    const sum = (pick: (row: Row) => number) => this.rows.reduce((acc, row) => acc + pick(row), 0);
    console.log(
      `\n[integration] ${this.rows.length} files; seconds summed over the workers: worker start ${seconds(sum((r) => r.prepare))}, ` +
        `setup ${seconds(sum((r) => r.setup))}, imports ${seconds(sum((r) => r.imports))}, tests and hooks ${seconds(sum((r) => r.tests))}`,
    );
    console.log('[integration] the ten slowest files (seconds: start, setup, imports, tests and hooks):');
    for (const row of [...this.rows].sort((a, b) => total(b) - total(a)).slice(0, 10)) {
      console.log(
        `  ${seconds(total(row))}  ${row.file} (${row.project}: ${[row.prepare, row.setup, row.imports, row.tests].map((ms) => (ms / 1000).toFixed(1)).join(', ')})`,
      );
    }
  }
}
