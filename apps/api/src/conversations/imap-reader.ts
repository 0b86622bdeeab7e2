import { ImapFlow } from 'imapflow';
import type { Log } from '../observability/log.ts';
import { accessTokenSource, type AccessTokenSource } from './imap-access-token.ts';
import { fileInbound, handled, type FilingContext, type FilingOutcome } from './inbound-filing.ts';
import type { MailboxHealth } from './inbound-health.ts';
import type { InboundMetrics } from './inbound-metrics.ts';
import type { InboundSettings } from './inbound-settings.ts';

export interface ImapReaderOptions {
  settings: InboundSettings;
  filing: FilingContext;
  health: MailboxHealth;
  metrics?: InboundMetrics;
  log: Log;
}

/** What one read of the mailbox did. */
export interface ReadSummary {
  filed: number;
  duplicates: number;
  bounces: number;
  /** Messages left in the mailbox for a person, in all (earlier reads' included). */
  left: number;
}

export interface ImapReader {
  /** Reads the mailbox once, connecting if need be; throws when it cannot. */
  runOnce(): Promise<ReadSummary>;
  /** Reads on every new message (IDLE) and every INBOUND_POLL_MS, reconnecting after failures. */
  start(): void;
  /** Ends the read in hand after its current message, and logs out. */
  stop(): Promise<void>;
}

/** Sources fetched at once: at most this many bytes in memory, and this many messages. */
const batchBytes = 16 * 1024 * 1024;
const batchMessages = 50;

/** An error as an operator reads it: the IMAP server's words, never a message's content. */
function describe(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown; responseText?: unknown };
  return [e.code, e.message, e.responseText]
    .filter((part) => typeof part === 'string' && part)
    .join(': ')
    .slice(0, 300);
}

/**
 * Reads the agency's reply mailbox over IMAP (imapflow) and files each
 * message (inbound-filing.ts). A message leaves the mailbox only after its
 * filing is committed, expunged or moved as INBOUND_AFTER_FILING says: an
 * import stopped in between (kill -9) finds it again and files it once, by
 * its Message-ID. A message left for a person is never changed (fetched with
 * BODY.PEEK: it stays unread) and is not read again while it stays there.
 */
export function createImapReader(options: ImapReaderOptions): ImapReader {
  const { settings, filing, health, metrics, log } = options;
  const { account } = settings;
  const tokens: AccessTokenSource | undefined = settings.oauth
    ? accessTokenSource(settings.oauth, settings.timeoutMs)
    : undefined;
  let client: ImapFlow | undefined;
  // UIDs read and left for a person, for the mailbox's UIDVALIDITY.
  let left = new Set<number>();
  let uidValidity: bigint | undefined;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const connect = async (): Promise<ImapFlow> => {
    if (client?.usable) return client;
    client?.close();
    const fresh = new ImapFlow({
      host: account.host,
      port: account.port,
      secure: account.secure,
      auth: tokens
        ? { user: account.user, accessToken: await tokens.token() }
        : { user: account.user, pass: account.password ?? '' },
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: settings.timeoutMs,
      greetingTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs,
    });
    // Without a listener an 'error' event would end the process; the read in hand fails instead.
    fresh.on('error', () => {});
    try {
      await fresh.connect();
    } catch (error) {
      if ((error as { authenticationFailed?: boolean }).authenticationFailed) tokens?.invalidate();
      fresh.close();
      throw error;
    }
    if (settings.afterFiling.kind === 'move')
      await fresh.mailboxCreate(settings.afterFiling.folder).catch(() => {
        // Already there (ALREADYEXISTS), or the server's own folder: the move tells if not.
      });
    client = fresh;
    return fresh;
  };

  const remove = async (imap: ImapFlow, uids: number[]) => {
    if (uids.length === 0) return;
    const range = uids.join(',');
    if (settings.afterFiling.kind === 'delete') await imap.messageDelete(range, { uid: true });
    else await imap.messageMove(range, settings.afterFiling.folder, { uid: true });
  };

  const file = async (uid: number, source: Buffer | undefined): Promise<FilingOutcome> => {
    if (!source) return { outcome: 'left', reason: 'malformed' };
    try {
      return await fileInbound(filing, source);
    } catch (error) {
      // The database's error may quote the message: its kind alone is logged. The message stays.
      log.error(
        { uid, error: (error as { code?: string }).code ?? (error as Error).name },
        'inbound message not filed: the database refused it; it stays in the mailbox and is read again',
      );
      throw error;
    }
  };

  const read = async (): Promise<ReadSummary> => {
    const imap = await connect();
    const summary: ReadSummary = { filed: 0, duplicates: 0, bounces: 0, left: 0 };
    const lock = await imap.getMailboxLock(account.mailbox);
    try {
      const mailbox = imap.mailbox;
      if (mailbox && mailbox.uidValidity !== uidValidity) {
        uidValidity = mailbox.uidValidity;
        left = new Set();
      }
      const uids = ((await imap.search({ all: true }, { uid: true })) || []).sort((a, b) => a - b);
      const present = new Set(uids);
      // A person moved or deleted what was left: it is no longer counted.
      for (const uid of left) if (!present.has(uid)) left.delete(uid);
      const todo = uids.filter((uid) => !left.has(uid));
      for (let i = 0; i < todo.length && !stopping; i += 500) {
        const sized = await imap.fetchAll(
          todo.slice(i, i + 500).join(','),
          { uid: true, size: true },
          { uid: true },
        );
        const batches: number[][] = [];
        let bytes = Infinity;
        for (const message of sized) {
          if ((message.size ?? 0) > settings.maxBytes) {
            left.add(message.uid);
            const result: FilingOutcome = { outcome: 'left', reason: 'too-large' };
            metrics?.read(result);
            log.info(
              { uid: message.uid, reason: result.reason },
              'inbound message left in the mailbox for a person',
            );
            continue;
          }
          const last = batches.at(-1);
          if (!last || bytes + (message.size ?? 0) > batchBytes || last.length >= batchMessages) {
            batches.push([message.uid]);
            bytes = message.size ?? 0;
          } else {
            last.push(message.uid);
            bytes += message.size ?? 0;
          }
        }
        for (const batch of batches) {
          if (stopping) break;
          const messages = await imap.fetchAll(batch.join(','), { uid: true, source: true }, { uid: true });
          const done: number[] = [];
          for (const message of messages) {
            if (stopping) break;
            const result = await file(message.uid, message.source);
            metrics?.read(result);
            if (handled(result)) done.push(message.uid);
            if (result.outcome === 'filed') summary.filed += 1;
            if (result.outcome === 'duplicate') summary.duplicates += 1;
            if (result.outcome === 'bounce') summary.bounces += 1;
            if (result.outcome === 'left') {
              left.add(message.uid);
              log.info(
                { uid: message.uid, reason: result.reason },
                'inbound message left in the mailbox for a person',
              );
            }
          }
          // Committed first, then gone from the mailbox: one copy kept, never none.
          await remove(imap, done);
        }
      }
    } finally {
      lock.release();
    }
    summary.left = left.size;
    health.read(left.size);
    if (summary.filed + summary.duplicates + summary.bounces > 0)
      log.info({ ...summary }, 'reply mailbox read');
    return summary;
  };

  /** Until new mail arrives (IDLE, where the server offers it), the poll time passes, the connection ends or stop(). */
  const waitForMail = (imap: ImapFlow) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        imap.off('exists', done);
        imap.off('close', done);
        wake = undefined;
        resolve();
      };
      // A mailbox watched through IDLE is read again at least twice per alert period, so readiness,
      // which counts from the last full read, never calls a quiet mailbox unreadable.
      const timer = setTimeout(done, Math.min(settings.pollMs, settings.alertMs / 2));
      imap.on('exists', done);
      imap.on('close', done);
      wake = done;
      // Without IDLE, imapflow polls with NOOP, which reports new mail the same way.
      imap.idle().catch(() => done());
    });

  const run = async () => {
    let failures = 0;
    while (!stopping) {
      try {
        await read();
        failures = 0;
        if (!stopping && client) await waitForMail(client);
      } catch (error) {
        failures += 1;
        health.failed(describe(error));
        if (failures === 1) log.warn({ error: describe(error) }, 'reply mailbox not read; trying again');
        client?.close();
        client = undefined;
        const delay = Math.min(settings.pollMs, 60_000, 1_000 * 2 ** Math.min(failures, 6));
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  };

  return {
    runOnce: read,
    start() {
      stopping = false;
      health.start();
      loop ??= run();
    },
    async stop() {
      stopping = true;
      health.stop();
      wake?.();
      await loop?.catch(() => {});
      loop = undefined;
      const open = client;
      client = undefined;
      if (open?.usable) await open.logout().catch(() => open.close());
      else open?.close();
    },
  };
}
