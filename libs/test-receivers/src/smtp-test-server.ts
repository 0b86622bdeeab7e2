import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The DSN parameters (RFC 3461) of its envelope, when the server advertised DSN (`dsn: true`). */
  dsn?: { envid: string | null; ret: string | null; orcpt: (string | null)[]; notify: (string[] | null)[] };
  raw: string;
  headers: Map<string, string>;
}

/** Headers of a raw message, unfolded, keyed in lower case. */
function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives; it
 * can refuse with 421. `answerDelayMs`: a slow relay, which has each message
 * as soon as its data ends but confirms it (250) only that much later.
 * `dsn`: it advertises DSN, as most relays do, and keeps each envelope's
 * parameters.
 */
export async function startSmtpTestServer(options: { answerDelayMs?: number; dsn?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  let down = false;
  let unanswered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    hideDSN: !options.dsn,
    onMailFrom(_address, _session, callback) {
      if (down)
        return callback(Object.assign(new Error('Service not available, try later'), { responseCode: 421 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...(options.dsn
            ? {
                dsn: {
                  envid: session.envelope.dsn?.envid ?? null,
                  ret: session.envelope.dsn?.ret ?? null,
                  orcpt: session.envelope.rcptTo.map((r) => r.dsn?.orcpt ?? null),
                  notify: session.envelope.rcptTo.map((r) => r.dsn?.notify ?? null),
                },
              }
            : {}),
          raw,
          headers: headersOf(raw),
        });
        if (!options.answerDelayMs) return callback();
        unanswered += 1;
        setTimeout(() => {
          unanswered -= 1;
          callback();
        }, options.answerDelayMs);
      });
    },
  });
  // A client that dies mid-connection (the topology test SIGKILLs an API
  // instance holding a pooled connection) resets its socket; smtp-server
  // reports that as an 'error' event, which unheard would crash the test
  // process. A real mail server notes it and serves on; so does this one.
  const connectionErrors: Error[] = [];
  server.on('error', (error: Error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connectionErrors,
    setDown(value: boolean) {
      down = value;
    },
    /** Messages received but not yet confirmed to their sender. */
    unanswered: () => unanswered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
