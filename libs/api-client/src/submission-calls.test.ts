import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig } from './client-config.ts';
import { submitContactQuery } from './contact-query.ts';
import { requestFormToken } from './form-token.ts';
import { submitProposal } from './proposal.ts';
import { submitUkProjectEnquiry } from './uk-project-enquiry.ts';

// A real HTTP server records what each call sends and answers 201.
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    response.writeHead(request.method === 'GET' ? 204 : 201, { 'Content-Type': 'application/json' });
    response.end(request.method === 'GET' ? '' : '{"id":"r1","message":"Stored."}');
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

  it('posts each body to its spec path with region, honeypot and a fresh idempotency key', async () => {
    await submitProposal(proposal, { region: 'uk', honeypot: '' });
    await submitContactQuery(
      { username: 'Tom', email: 'tom@example.co.uk', phone: '07700 900123', message: 'Call me' },
      { region: 'uk', honeypot: 'http://spam.example' },
    );
    await submitUkProjectEnquiry(
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
      { region: 'uk', honeypot: '' },
    );
    const posts = seen.slice(-3);
    expect(posts.map((p) => `${p.method} ${p.url}`)).toEqual([
      'POST /api/submit',
      'POST /api/contact/query',
      'POST /api/Ukfrom/Ukcontact',
    ]);
    expect(JSON.parse(posts[0]!.body)).toEqual(proposal);
    expect(posts.map((p) => p.headers['x-site-region'])).toEqual(['uk', 'uk', 'uk']);
    expect(posts.map((p) => p.headers['x-honeypot'])).toEqual(['', 'http://spam.example', '']);
    const keys = new Set(posts.map((p) => p.headers['idempotency-key']));
    expect(keys.size).toBe(3);
  });

  it('asks for the form token with a GET and never throws when the API is unreachable', async () => {
    await requestFormToken();
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/form-token' });
    const base = clientConfig.baseUrl;
    clientConfig.baseUrl = 'http://127.0.0.1:1';
    await expect(requestFormToken()).resolves.toBeUndefined();
    clientConfig.baseUrl = base;
  });
});
