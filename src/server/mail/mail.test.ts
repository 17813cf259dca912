import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, outboxFileName } from './index';

describe('outbox mailer', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'matside-outbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one .eml with the headers and body', async () => {
    const outboxDir = path.join(dir, 'outbox'); // does not exist yet
    const mailer = createMailer({ from: 'Matside <no-reply@matside.local>', outboxDir });
    const sent = await mailer.send({
      to: 'support@matside.local',
      replyTo: 'visitor@example.com',
      subject: 'Hello\r\nBcc: injected@example.com',
      text: 'A message body.',
    });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{12}\.eml$/);
    expect(sent.outboxFile).toBe(path.join(outboxDir, files[0]));

    const eml = await readFile(path.join(outboxDir, files[0]), 'utf8');
    expect(eml).toMatch(/^From: Matside <no-reply@matside\.local>\r$/m);
    expect(eml).toMatch(/^To: support@matside\.local\r$/m);
    expect(eml).toMatch(/^Reply-To: visitor@example\.com\r$/m);
    expect(eml).toMatch(/^Subject: Hello Bcc: injected@example\.com\r$/m);
    expect(eml).not.toMatch(/^Bcc:/m);
    expect(eml).toMatch(/^Message-ID: <.+>\r$/m);
    expect(eml).toContain('A message body.');
  });

  it('names files so that they sort by time', () => {
    const first = outboxFileName(new Date('2026-01-02T03:04:05.006Z'));
    const second = outboxFileName(new Date('2026-01-02T03:04:05.007Z'));
    expect(first.startsWith('2026-01-02T03-04-05-006Z-')).toBe(true);
    expect([second, first].sort()).toEqual([first, second]);
    expect(outboxFileName(new Date(0))).not.toBe(outboxFileName(new Date(0)));
  });
});

function startSmtpServer(): Promise<{
  port: number;
  received: Promise<{ from: string; to: string[]; data: string }>;
  close: () => void;
}> {
  return new Promise((resolve) => {
    let deliver: (value: { from: string; to: string[]; data: string }) => void;
    const received = new Promise<{ from: string; to: string[]; data: string }>((r) => (deliver = r));
    const server = net.createServer((socket) => {
      let buffer = '';
      let inData = false;
      let from = '';
      const to: string[] = [];
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end === -1) return;
            const data = buffer.slice(0, end);
            buffer = buffer.slice(end + 5);
            inData = false;
            socket.write('250 2.0.0 queued\r\n');
            deliver({ from, to, data });
            continue;
          }
          const lineEnd = buffer.indexOf('\r\n');
          if (lineEnd === -1) return;
          const line = buffer.slice(0, lineEnd);
          buffer = buffer.slice(lineEnd + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
          else if (verb === 'MAIL') {
            from = line;
            socket.write('250 2.1.0 ok\r\n');
          } else if (verb === 'RCPT') {
            to.push(line);
            socket.write('250 2.1.5 ok\r\n');
          } else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') {
            socket.end('221 bye\r\n');
          } else socket.write('250 ok\r\n');
        }
      });
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => server.close() });
    });
  });
}

describe('SMTP mailer', () => {
  it('delivers through the SMTP server named by the URL', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Matside <no-reply@matside.local>',
        outboxDir: '/nonexistent/never-written',
      });
      const sent = await mailer.send({ to: 'support@matside.local', subject: 'Via SMTP', text: 'Body over SMTP.' });
      const message = await smtp.received;
      expect(message.from).toBe('MAIL FROM:<no-reply@matside.local>');
      expect(message.to).toEqual(['RCPT TO:<support@matside.local>']);
      expect(message.data).toMatch(/^Subject: Via SMTP\r$/m);
      expect(message.data).toContain('Body over SMTP.');
      expect(sent.outboxFile).toBeUndefined();
      expect(sent.messageId).toMatch(/^<.+>$/);
    } finally {
      smtp.close();
    }
  });
});
