import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deliveryTables, type DeliveryChannel } from '../notifications/delivery-queue.ts';

export const deliveryChannels = Object.keys(deliveryTables) as DeliveryChannel[];

export interface ChannelBacklog {
  /** Messages not yet delivered (nor given up). */
  pending: number;
  /** When the oldest of them was queued; null with none. */
  oldestQueuedAt: string | null;
  /** The last error of the oldest of them, if a try failed. */
  oldestError: string | null;
}

/** What is waiting in each channel, from the database (so every instance reads the same). */
export async function deliveryBacklog(
  db: Kysely<Database>,
): Promise<Record<DeliveryChannel, ChannelBacklog>> {
  // Typed as the outbox: every table has its delivery columns (DeliveryColumns).
  const rows = db as unknown as Kysely<Pick<Database, 'outbox'>>;
  const entries = await Promise.all(
    deliveryChannels.map(async (channel) => {
      const table = deliveryTables[channel].table as 'outbox';
      // A lead whose confirmation and webhooks the worker has yet to queue
      // waits in the notification channel too, so a worker that stops queueing
      // them shows as a stalled delivery.
      // A reply waits only once its hold (undo window, delay) is over, and never once cancelled:
      // queued_at is the end of its hold (accept-reply.ts).
      const now = new Date().toISOString();
      const waiting = rows
        .selectFrom(table)
        .where((eb) =>
          channel === 'notification'
            ? eb.or([eb('sent_at', 'is', null), eb('deliveries_event', 'is not', null)])
            : channel === 'reply'
              ? eb.and([
                  eb('sent_at', 'is', null),
                  eb(sql.ref('cancelled_at'), 'is', null),
                  eb('queued_at', '<=', now),
                ])
              : eb('sent_at', 'is', null),
        );
      const [count, oldest] = await Promise.all([
        waiting.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
        waiting.select(['queued_at', 'last_error']).orderBy('queued_at').limit(1).executeTakeFirst(),
      ]);
      const backlog: ChannelBacklog = {
        pending: Number(count.n),
        oldestQueuedAt: oldest?.queued_at ?? null,
        oldestError: oldest?.last_error ?? null,
      };
      return [channel, backlog] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DeliveryChannel, ChannelBacklog>;
}

/** The most recent error of any delivery not yet delivered, with its channel. */
export async function lastDeliveryError(db: Kysely<Database>) {
  const backlog = await deliveryBacklog(db);
  return deliveryChannels.flatMap((channel) =>
    backlog[channel].oldestError ? [{ channel, error: backlog[channel].oldestError }] : [],
  );
}
