import { minuteMs } from '@agency/staff-contract';
import type { LeadsIo } from './leads-io.ts';
import { deliveryBacklog, deliveryChannels } from '../observability/delivery-backlog.ts';
import { redeliverWebhooks } from '../notifications/redeliver-webhooks.ts';
import { printable } from './terminal-text.ts';

const state = (row: { sent_at: string | null; attempts: number; last_error: string | null } | undefined) => {
  if (!row) return 'not queued';
  if (row.sent_at) return `done ${row.sent_at} after ${row.attempts} attempt${row.attempts === 1 ? '' : 's'}`;
  return `waiting (${row.attempts} attempt${row.attempts === 1 ? '' : 's'}${row.last_error ? `, last error: ${row.last_error}` : ''})`;
};

/** `leads deliveries <id>`: the staff mail, the confirmation, and each webhook with every attempt. */
export async function showDeliveries(io: LeadsIo, id: string): Promise<number> {
  const lead = await io.db
    .selectFrom('submissions')
    .select(['id', 'spam'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!lead) {
    io.err(`No lead with id ${id}.`);
    return 1;
  }
  const notification = await io.db
    .selectFrom('outbox')
    .selectAll()
    .where('submission_id', '=', id)
    .executeTakeFirst();
  const confirmation = await io.db
    .selectFrom('confirmations')
    .selectAll()
    .where('submission_id', '=', id)
    .executeTakeFirst();
  const lines = [
    `Lead ${id}${lead.spam ? ' (suspected spam: delivered once released)' : ''}`,
    `  staff notification: ${state(notification)}`,
    `  confirmation to the visitor: ${confirmation ? state(confirmation) : 'none (another went to this address within a day, or confirmations are off)'}`,
  ];
  const webhooks = await io.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('submission_id', '=', id)
    .orderBy('queued_at')
    .execute();
  if (webhooks.length === 0) lines.push('  webhooks: none');
  for (const webhook of webhooks) {
    lines.push(
      `  webhook ${webhook.id} (${webhook.event}) to ${webhook.url}: ${webhook.outcome ?? state(webhook)}`,
    );
    const attempts = await io.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('delivery_id', '=', webhook.id)
      .orderBy('attempted_at')
      .execute();
    for (const attempt of attempts)
      lines.push(`    ${attempt.attempted_at}  ${attempt.result}  ${attempt.duration_ms} ms`);
  }
  // An error is a remote server's words (an SMTP reply, a receiver's): printed escaped.
  io.out(lines.map(printable).join('\n'));
  return 0;
}

/** `leads redeliver <id>`: the lead's webhooks queued again (redeliverWebhooks). */
export async function redeliver(io: LeadsIo, id: string): Promise<number> {
  const queued = await redeliverWebhooks(io.db, id, new Date());
  if (queued === 0) {
    io.err(`No webhooks for ${id}: no such lead, or none was queued (WEBHOOK_URL unset, or suspected spam).`);
    return 1;
  }
  io.out(
    `Queued ${queued} webhook${queued === 1 ? '' : 's'} of ${id} again; a running server sends them at its next poll.`,
  );
  return 0;
}

/** `leads status`: what waits in each channel, how long the oldest has, and its last error. */
export async function deliveryStatus(io: LeadsIo): Promise<number> {
  const backlog = await deliveryBacklog(io.db);
  const now = (io.now?.() ?? new Date()).getTime();
  const lines = deliveryChannels.map((channel) => {
    const { pending, oldestQueuedAt, oldestError } = backlog[channel];
    if (pending === 0) return `${channel}: nothing waiting`;
    const minutes = Math.round((now - Date.parse(oldestQueuedAt ?? '')) / minuteMs);
    return `${channel}: ${pending} waiting, the oldest for ${minutes} min${oldestError ? `; last error: ${oldestError}` : ''}`;
  });
  io.out(lines.map(printable).join('\n'));
  return 0;
}
