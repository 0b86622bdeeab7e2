import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}

/**
 * A visitor's HTTP client. It connects from its own loopback address, so the
 * API can be seen to tell the visitor from nginx (127.0.0.1), and sends the
 * path as given (no URL normalisation), as a browser sends an encoded path.
 */
export function visitorClient(origin: string, localAddress = '127.0.0.2') {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, localAddress });
  const request = (path: string, options: RequestOptions = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: hostname,
          port,
          path,
          method: options.method ?? 'GET',
          headers: options.headers,
          agent,
          timeout: options.timeoutMs ?? 20_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
              text: () => body.toString('utf8'),
              json: <T>() => JSON.parse(body.toString('utf8')) as T,
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timed out: ${options.method ?? 'GET'} ${path}`)));
      req.on('error', reject);
      req.end(options.body);
    });
  return { request, close: () => agent.destroy() };
}

export type VisitorClient = ReturnType<typeof visitorClient>;
