import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

export type Answer =
  { status: number; body?: unknown } | { status: number; raw: string } | 'network-error' | Promise<Response>;

/**
 * Fakes the network at the HTTP boundary only: `fetch` answers GET
 * /api/form-token with a new token each time and each POST with the next
 * queued answer. Everything above fetch (client, hooks, forms) is the real code.
 */
export function installFakeApi(...answers: Answer[]) {
  const requests: RecordedRequest[] = [];
  const queue = [...answers];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    requests.push({
      method,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (method === 'GET')
      return new Response(JSON.stringify({ token: `token-${requests.length}` }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    const answer = queue.shift() ?? { status: 201, body: { id: 'r1', message: 'Stored.' } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer instanceof Promise) return answer;
    const text = 'raw' in answer ? answer.raw : answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchFake);
  return {
    requests,
    /** The POSTs sent so far. */
    posts: () => requests.filter((r) => r.method === 'POST'),
  };
}

/** An answer the test releases when it wants, to look at the loading state. */
export function deferredAnswer() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return {
    promise,
    answer: (status: number, body: unknown) =>
      release(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      ),
  };
}
