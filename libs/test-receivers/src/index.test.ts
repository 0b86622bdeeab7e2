import nodemailer from 'nodemailer';
import { expect, it } from 'vitest';
import * as entry from './index.ts';
import { startSmtpTestServer, startWebhookReceiver } from './index.ts';

it('@agency/test-receivers exports what its entry lists', () => {
  expect(Object.keys(entry).sort()).toEqual(['startSmtpTestServer', 'startWebhookReceiver']);
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
