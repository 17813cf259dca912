import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir, env } from '@/server/env';
import { mailsIn } from '../helpers/outbox';

// Decision 034: a job queued before the process is killed with SIGKILL runs exactly once after
// the restart, on this pass's database (PGlite in DATA_DIR, or PostgreSQL). The two processes are
// tests/fixtures/job-worker.ts: the first queues the contact form's mail with JOB_WORKER=off (the
// operator setting that holds jobs), so nothing can send it before the kill; the second works the
// queue. This file never opens the database itself: PGlite allows one process at a time.

const outbox = path.join(dataDir, 'outbox');

function startFixture(args: string[], jobWorker: 'on' | 'off'): { child: ChildProcess; ready: Promise<void> } {
  // node itself (tsx as a loader), not the tsx binary: that one runs the script in a child
  // process, which its SIGKILL would leave running.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'tests/fixtures/job-worker.ts', ...args],
    {
      env: { ...process.env, JOB_WORKER: jobWorker, LOG_LEVEL: 'warn' },
    },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/^(queued|working)$/m.test(output)) resolve();
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

const contactMails = async (subject: string) =>
  (await mailsIn(outbox, env.CONTACT_TO)).filter((mail) => mail.includes(subject));

describe('a queued e-mail and SIGKILL', () => {
  it('runs exactly once after the restart', { timeout: 120_000 }, async () => {
    const subject = `Kill test ${randomBytes(4).toString('hex')}`;
    const first = startFixture(['queue', subject], 'off');
    try {
      await first.ready;
      // Longer than a worker's poll (1 s): had this process a worker, the mail would be out.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await contactMails(subject)).toHaveLength(0);
    } finally {
      await kill(first.child);
    }

    const second = startFixture(['work'], 'on');
    try {
      await second.ready;
      await expect.poll(() => contactMails(subject).then((m) => m.length), { timeout: 30_000 }).toBe(1);
      // More polls: still one.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      const mails = await contactMails(subject);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('Queued, then killed.');
    } finally {
      await kill(second.child);
    }
  });
});
