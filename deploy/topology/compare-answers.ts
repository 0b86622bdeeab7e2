import type { Answer } from './http-client.ts';

/**
 * Headers that may differ between two correct servers: per connection or
 * per request (date, request id), validators each server derives its own way
 * (nginx drops Last-Modified on a 404 and makes its own ETag), and encoding
 * negotiation, which only nginx does (Vary, Accept-Ranges).
 */
const transportHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'server',
  'x-request-id',
  'etag',
  'last-modified',
  'accept-ranges',
  'vary',
]);

/** What differs between the answers of nginx and the Node gateway to one path, as readable lines. */
export function answerDifferences(path: string, nginx: Answer, gateway: Answer): string[] {
  const problems: string[] = [];
  if (nginx.status !== gateway.status)
    problems.push(`${path}: status ${nginx.status} from nginx, ${gateway.status} from the gateway`);
  if (!nginx.body.equals(gateway.body))
    problems.push(
      `${path}: body of ${nginx.body.length} bytes from nginx, ${gateway.body.length} from the gateway`,
    );
  const names = new Set([...Object.keys(nginx.headers), ...Object.keys(gateway.headers)]);
  for (const name of [...names].sort()) {
    if (transportHeaders.has(name)) continue;
    const a = nginx.headers[name];
    const b = gateway.headers[name];
    if (String(a) !== String(b))
      problems.push(
        `${path}: ${name} is ${JSON.stringify(a)} from nginx, ${JSON.stringify(b)} from the gateway`,
      );
  }
  return problems;
}
