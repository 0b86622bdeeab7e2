import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on a free loopback port, as a CRM or a chat's webhook
 * endpoint: it keeps each request and answers with the status the test sets
 * (`answer`), or the next of `failFirst` failures before that.
 */
export async function startWebhookReceiver(options: { failFirst?: number; failWith?: number } = {}) {
  const received: ReceivedWebhook[] = [];
  let failures = options.failFirst ?? 0;
  let status = 204;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      if (failures > 0) {
        failures -= 1;
        response.writeHead(options.failWith ?? 500).end('try later');
      } else response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    /** What the receiver answers from now on. */
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
