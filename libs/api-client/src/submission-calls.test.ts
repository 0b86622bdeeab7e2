import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfig } from './client-config.ts';
import { FormTokenSource, renewTokenAfterMs } from './form-token.ts';
import { submitForm } from './submit-form.ts';

// A real HTTP server records what each call sends; it hands out numbered tokens,
// or fails the next few token requests when a test asks it to.
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let tokensIssued = 0;
let failTokens = 0;
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    response.setHeader('Content-Type', 'application/json');
    if (request.method === 'GET' && failTokens > 0) {
      failTokens -= 1;
      response.writeHead(503).end('{"message":"Try later."}');
    } else if (request.method === 'GET') {
      tokensIssued += 1;
      response.writeHead(200).end(JSON.stringify({ token: `token-${tokensIssued}` }));
    } else response.writeHead(201).end('{"id":"r1","message":"Stored."}');
  });
});

const proposal = {
  firstName: 'Asha',
  lastName: 'Verma',
  company: 'Verma Clinics',
  website: '',
  email: 'asha@example.com',
  phoneCode: '+91' as const,
  phone: '9876543210',
  companySize: '11-50' as const,
  heardFrom: '',
  services: ['SEO' as const],
  businessDetails: '',
  consent: false,
};

describe('the three submission calls and the form token', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    clientConfig.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
  });

  it('posts each body to its path with region, honeypot, token and a fresh idempotency key', async () => {
    await submitForm('proposal', proposal, { region: 'uk', honeypot: '', token: 'token-a' });
    await submitForm(
      'contact',
      { username: 'Tom', email: 'tom@example.co.uk', phone: '07700 900123', message: 'Call me' },
      { region: 'uk', honeypot: 'http://spam.example', token: undefined },
    );
    await submitForm(
      'uk-enquiry',
      {
        name: 'Tom',
        business: 'Hughes & Co',
        email: 'tom@example.co.uk',
        phone: '07700 900123',
        projectType: 'Marketing',
        message: 'A site',
        heardFrom: '',
        consent: true,
      },
      { region: 'uk', honeypot: '', token: 'token-c' },
    );
    expect(seen.map((p) => `${p.method} ${p.url}`)).toEqual([
      'POST /api/submit',
      'POST /api/contact/query',
      'POST /api/Ukfrom/Ukcontact',
    ]);
    expect(JSON.parse(seen[0]!.body)).toEqual(proposal);
    expect(seen.map((p) => p.headers['x-site-region'])).toEqual(['uk', 'uk', 'uk']);
    expect(seen.map((p) => p.headers['x-honeypot'])).toEqual(['', 'http://spam.example', '']);
    // A send without a token says so by sending none.
    expect(seen.map((p) => p.headers['x-xsrf-token'])).toEqual(['token-a', undefined, 'token-c']);
    expect(new Set(seen.map((p) => p.headers['idempotency-key'])).size).toBe(3);
  });

  it('asks for a token saying how long the page has been shown, and a new one after renew', async () => {
    const tokens = new FormTokenSource();
    tokens.prepare(4_200);
    const first = await tokens.token();
    expect(await tokens.token()).toBe(first);
    expect(seen.map((r) => r.url)).toEqual(['/api/form-token?shown=4200']);
    tokens.renew();
    const second = await tokens.token();
    expect(second).not.toBe(first);
    // The form starts over when renewed: its fill time counts from then.
    expect(seen.at(-1)!.url).toBe('/api/form-token?shown=0');
  });

  it('asks for a new token before a send when the one in hand was asked for half a token life ago', async () => {
    const tokens = new FormTokenSource();
    tokens.prepare(1_000);
    const first = await tokens.token();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + renewTokenAfterMs - 60_000 });
    try {
      expect(await tokens.token()).toBe(first);
      // A tab left open overnight: the next send goes with a new token, for a page shown long ago.
      vi.setSystemTime(Date.now() + 25 * 3_600_000);
      const renewed = await tokens.token();
      expect(renewed).not.toBe(first);
      expect(seen.filter((r) => r.method === 'GET')).toHaveLength(2);
      expect(await tokens.token()).toBe(renewed);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again when the API does not give a token, and sends without one only after that', async () => {
    failTokens = 1;
    const tokens = new FormTokenSource();
    tokens.prepare(100);
    expect(await tokens.token()).toMatch(/^token-\d+$/);
    expect(seen.filter((r) => r.method === 'GET')).toHaveLength(2);

    failTokens = 3;
    const unlucky = new FormTokenSource();
    unlucky.prepare(0);
    expect(await unlucky.token()).toBeUndefined();
  }, 15_000);

  it('never throws when the API cannot be reached', async () => {
    const base = clientConfig.baseUrl;
    clientConfig.baseUrl = 'http://127.0.0.1:1';
    const tokens = new FormTokenSource();
    await expect(tokens.token()).resolves.toBeUndefined();
    clientConfig.baseUrl = base;
  }, 15_000);
});
