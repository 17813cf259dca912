import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import './provided';

// Where an integration run's time goes: after the usual report, the phases summed
// over every file (a forked worker's start, importing the setup and the test file, the tests and
// their hooks), the files' CPU seconds (tests/setup/integration-db.ts measures them: on a shared
// machine wall time says little, CPU time is what the 2 cores are spent on) and the ten slowest
// files, each with its project (database). With INTEGRATION_TIMES=<file>, every file's row is also
// written there as JSON (decision 033's tables; a sequencer's estimates).

type Row = {
  file: string;
  project: string;
  prepare: number;
  setup: number;
  imports: number;
  tests: number;
  cpu: number | undefined;
};

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
const total = (row: Row) => row.prepare + row.setup + row.imports + row.tests;

export default class SlowFilesReporter implements Reporter {
  private rows: Row[] = [];

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    const cpu = module.meta().cpuSeconds;
    this.rows.push({
      file: path.basename(module.moduleId),
      project: module.project.name,
      prepare: d.prepareDuration + d.environmentSetupDuration,
      setup: d.setupDuration,
      imports: d.collectDuration,
      tests: d.duration,
      cpu: cpu === undefined ? undefined : cpu * 1000,
    });
  }

  async onTestRunEnd(): Promise<void> {
    if (this.rows.length === 0) return;
    const sum = (pick: (row: Row) => number) => this.rows.reduce((acc, row) => acc + pick(row), 0);
    console.log(
      `\n[integration] ${this.rows.length} files; seconds summed over the workers: worker start ${seconds(sum((r) => r.prepare))}, ` +
        `setup ${seconds(sum((r) => r.setup))}, imports ${seconds(sum((r) => r.imports))}, tests and hooks ${seconds(sum((r) => r.tests))}; ` +
        `CPU in the files ${seconds(sum((r) => r.cpu ?? 0))}`,
    );
    console.log('[integration] the ten slowest files (seconds: start, setup, imports, tests and hooks; CPU):');
    for (const row of [...this.rows].sort((a, b) => total(b) - total(a)).slice(0, 10)) {
      const phases = [row.prepare, row.setup, row.imports, row.tests].map((ms) => (ms / 1000).toFixed(1)).join(', ');
      const cpu = row.cpu === undefined ? '' : `; ${(row.cpu / 1000).toFixed(1)}`;
      console.log(`  ${seconds(total(row))}  ${row.file} (${row.project}: ${phases}${cpu})`);
    }
    const out = process.env.INTEGRATION_TIMES;
    if (out) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(out, `${JSON.stringify(this.rows, null, 1)}\n`);
      console.log(`[integration] every file's times: ${out}`);
    }
  }
}
