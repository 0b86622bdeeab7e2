import { execFileSync } from 'node:child_process';
import nodemailer from 'nodemailer';
import { expect, it } from 'vitest';
import * as entry from './index.ts';
import { movableClock, startSmtpTestServer, startWebhookReceiver } from './index.ts';

it('@agency/test-receivers exports what its entry lists', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'freePort',
    'listeningUrl',
    'movableClock',
    'startImapServer',
    'startSmtpTestServer',
    'startWebhookReceiver',
  ]);
});

it('the SMTP server keeps a mail sent to it, and refuses with 421 while down', async () => {
  const smtp = await startSmtpTestServer();
  try {
    const transport = nodemailer.createTransport(smtp.url);
    await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'Hello', text: 'Body' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'a@example.com', to: ['b@example.com'] });
    expect(smtp.received[0]!.headers.get('subject')).toBe('Hello');
    smtp.setDown(true);
    await expect(
      transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'Again', text: 'Body' }),
    ).rejects.toMatchObject({ responseCode: 421 });
    transport.close();
  } finally {
    await smtp.close();
  }
});

it('the webhook receiver keeps each request and answers with the failures, then the status, it is given', async () => {
  const receiver = await startWebhookReceiver({ failFirst: 1, failWith: 503 });
  try {
    const post = () =>
      fetch(receiver.url, { method: 'POST', body: '{"n":1}', headers: { 'webhook-id': 'msg_1' } });
    expect((await post()).status).toBe(503);
    expect((await post()).status).toBe(204);
    receiver.answer(410);
    expect((await post()).status).toBe(410);
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[0]).toMatchObject({ body: '{"n":1}', headers: { 'webhook-id': 'msg_1' } });
  } finally {
    await receiver.close();
  }
});

it('the movable clock moves a child process’s wall clock, not its timers, from this process’s time', async () => {
  const clock = movableClock();
  const childNow = () =>
    Number(
      // process.stdout.write, not console.log: Nx sets FORCE_COLOR, and console.log would colour the number.
      execFileSync(
        process.execPath,
        ['-e', 'setTimeout(() => process.stdout.write(String(Date.now())), 10)'],
        {
          env: clock.childEnv(),
          encoding: 'utf8',
        },
      ),
    );
  try {
    const before = Date.now();
    expect(Math.abs(childNow() - before)).toBeLessThan(60_000);
    clock.moveAhead(3_600_000);
    expect(childNow() - before).toBeGreaterThanOrEqual(3_600_000 - 1_000);
    expect(childNow() - before).toBeLessThan(3_600_000 + 60_000);
  } finally {
    clock.dispose();
  }
});
