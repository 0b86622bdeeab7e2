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

export interface RecordedUpload {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/**
 * Fakes the upload's network boundary, XMLHttpRequest (fetch reports no
 * upload progress): each send records the request, reports progress at the
 * given fractions as the browser would, each when the test calls `step()`,
 * then answers with `answer`. Everything above it (client, hooks, form) is
 * the real code.
 */
export function installFakeUpload(answer: { status: number; body: unknown }, fractions = [0.5, 1]) {
  const uploads: RecordedUpload[] = [];
  let pendingSteps: (() => void)[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    timeout = 0;
    status = 0;
    responseText = '';
    #url = '';
    #headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.#url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.#headers[name] = value;
    }
    send(body: FormData) {
      uploads.push({ url: this.#url, headers: this.#headers, body });
      const total = 1000;
      pendingSteps = [
        ...fractions.map(
          (fraction) => () =>
            this.upload.onprogress?.({
              lengthComputable: true,
              loaded: fraction * total,
              total,
            } as ProgressEvent),
        ),
        () => {
          this.status = answer.status;
          this.responseText = JSON.stringify(answer.body);
          this.onload?.();
        },
      ];
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    uploads,
    /** Lets the next step of the upload happen: a progress event, then the answer. */
    step: () => pendingSteps.shift()?.(),
    steps: () => pendingSteps.length,
  };
}
