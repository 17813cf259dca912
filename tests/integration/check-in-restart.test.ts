import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir, env } from '@/server/env';
import { mailsIn } from '../helpers/outbox';

// Decision 048: a check-in's deadline alerts exactly once even when the worker that scheduled it
// is killed with SIGKILL before the deadline, and, on PostgreSQL, when two workers come up at once
// after it. The processes are tests/fixtures/check-in-worker.ts (a grace minute lasts a second
// there); this file never opens the database itself: PGlite allows one process at a time.

const outbox = path.join(dataDir, 'outbox');

function startFixture(args: string[]): { child: ChildProcess; ready: Promise<string> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'tests/fixtures/check-in-worker.ts', ...args],
    {
      env: {
        ...process.env,
        JOB_WORKER: 'on',
        LOG_LEVEL: 'warn',
        CHECK_IN_GRACE_UNIT_SECONDS: '1',
        CHECK_IN_SWEEP_SECONDS: '2',
      },
    },
  );
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^(scheduled .+|working)$/m.exec(output);
      if (line) resolve(line[1]!);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`fixture exited ${code}: ${output}`)));
  });
  return { child, ready };
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a check-in deadline and SIGKILL', () => {
  it('alerts exactly once after the scheduling worker was killed', { timeout: 180_000 }, async () => {
    const contact = `kill-${randomBytes(4).toString('hex')}@example.com`;
    const alerts = async () => (await mailsIn(outbox, contact)).filter((mail) => mail.includes('Missed check-in'));
    const first = startFixture(['schedule', contact]);
    let deadline: Date;
    try {
      deadline = new Date((await first.ready).slice('scheduled '.length));
      expect(deadline.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await kill(first.child); // between the scheduling and the deadline
    }
    await sleep(Math.max(0, deadline.getTime() - Date.now()) + 1_000);
    expect(await alerts()).toHaveLength(0); // nobody was up at the deadline

    // Two instances come back at once on PostgreSQL; PGlite is one process's database.
    const workers = env.DATABASE_URL ? [startFixture(['work']), startFixture(['work'])] : [startFixture(['work'])];
    try {
      await Promise.all(workers.map((w) => w.ready));
      await expect.poll(() => alerts().then((m) => m.length), { timeout: 50_000, interval: 500 }).toBe(1);
      expect(Date.now() - deadline.getTime()).toBeLessThan(60_000);
      await sleep(5_000); // more polls and sweeps: still one
      const mails = await alerts();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('Kill test motel');
    } finally {
      await Promise.all(workers.map((w) => kill(w.child)));
    }
  });
});
