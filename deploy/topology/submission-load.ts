import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  formTokenPath,
  formTokenShownParam,
  headerKey,
  wireHeaders,
  type FormKind,
  type Region,
} from '@agency/contract';
import type { VisitorClient } from './http-client.ts';

/** One submission a visitor sends, and what came back for it. */
/** The forms sent as JSON; the job application (multipart, with a CV) has a test of its own. */
type JsonForm = Exclude<FormKind, 'job-application'>;

export interface Attempt {
  n: number;
  form: JsonForm;
  path: string;
  /** Unique per attempt: finds its rows in the database. */
  email: string;
  body: string;
  region: Region;
  /** Unset for a client written against the requirements alone, which sends none. */
  idempotencyKey: string | undefined;
  /** The form token, asked for before the first try and sent with every try (a token is single use). */
  formToken: string | undefined;
  /** Status of the last answer; 0 when the connection failed. */
  status: number;
  id: string | undefined;
  replayed: boolean;
  /** Statuses and errors of the attempts before the last one. */
  failures: string[];
  answeredAt: number;
}

const forms: JsonForm[] = ['contact', 'proposal', 'uk-enquiry'];

export function newAttempt(n: number, run: string): Attempt {
  const form = forms[n % forms.length] ?? 'contact';
  const email = `lead-${run}-${n}@example.com`;
  const region = form === 'uk-enquiry' || (form === 'contact' && n % 2 === 0) ? 'uk' : 'in';
  const fields: Record<JsonForm, Record<string, unknown>> = {
    contact: { username: `Visitor ${n}`, email, phone: '0123456789', message: 'Please call me back.' },
    proposal: {
      firstName: 'Visitor',
      lastName: `Number ${n}`,
      company: 'Topology Test Ltd',
      website: '',
      email,
      phoneCode: '+91',
      phone: '9876543210',
      companySize: '1-10',
      heardFrom: '',
      services: ['SEO', 'PPC'],
      businessDetails: 'We would like a proposal.',
      consent: true,
    },
    'uk-enquiry': {
      name: `Visitor ${n}`,
      business: 'Topology Test Ltd',
      email,
      phone: '020 7946 0000',
      projectType: 'Marketing',
      message: 'We would like to talk about a project.',
      heardFrom: '',
      consent: true,
    },
  };
  const path = {
    contact: apiPaths.contactQuery,
    proposal: apiPaths.proposal,
    'uk-enquiry': apiPaths.ukProjectEnquiry,
  }[form];
  return {
    n,
    form,
    path,
    email,
    body: JSON.stringify(fields[form]),
    region,
    // Every fifth client sends no key, as the requirements' own client would not. (An
    // odd period: nginx alternates the two instances, and an even one would
    // send all of them to the same instance.)
    idempotencyKey: n % 5 === 2 ? undefined : randomUUID(),
    formToken: undefined,
    status: -1,
    id: undefined,
    replayed: false,
    failures: [],
    answeredAt: 0,
  };
}

export interface Visitor {
  client: VisitorClient;
  origin: string;
}

/**
 * A form token as a form asks for it: for a page shown 5 s ago (a person
 * filling the form), from whichever instance nginx picks; tried again when
 * an instance dies under the request.
 */
async function formToken(visitor: Visitor): Promise<string> {
  for (let tries = 1; ; tries += 1) {
    try {
      const answer = await visitor.client.request(`${formTokenPath}?${formTokenShownParam}=5000`);
      if (answer.status === 200) return answer.json<{ token: string }>().token;
      if (tries >= 5) throw new Error(`${formTokenPath} answered ${answer.status}`);
    } catch (error) {
      if (tries >= 5) throw error;
    }
  }
}

/** Sends an attempt as the site's forms do (libs/api-client), and records the answer. */
export async function send(visitor: Visitor, attempt: Attempt): Promise<Attempt> {
  if (attempt.status !== -1)
    attempt.failures.push(attempt.status === 0 ? 'connection error' : String(attempt.status));
  attempt.formToken ??= await formToken(visitor);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    origin: visitor.origin,
    'sec-fetch-site': 'same-origin',
    [headerKey(wireHeaders.formToken)]: attempt.formToken,
    [headerKey(wireHeaders.honeypot)]: '',
    [headerKey(wireHeaders.siteRegion)]: attempt.region,
  };
  if (attempt.idempotencyKey) headers[headerKey(wireHeaders.idempotencyKey)] = attempt.idempotencyKey;
  // What a client claims to be is not believed: the API must see the address nginx saw.
  if (attempt.n % 5 === 0) headers['x-forwarded-for'] = '203.0.113.7';
  try {
    const answer = await visitor.client.request(attempt.path, {
      method: 'POST',
      headers,
      body: attempt.body,
    });
    attempt.status = answer.status;
    attempt.replayed = answer.headers['idempotent-replayed'] === 'true';
    attempt.id = answer.status === 201 ? answer.json<{ id: string }>().id : undefined;
  } catch {
    attempt.status = 0;
    attempt.id = undefined;
  }
  attempt.answeredAt = Date.now();
  return attempt;
}

/**
 * Sends `total` attempts from `concurrency` loops; `onProgress` hears the
 * number answered so far (the test kills an instance from it).
 */
export async function sendLoad(
  visitor: Visitor,
  options: { run: string; total: number; concurrency: number; onProgress: (answered: number) => void },
): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  let next = 0;
  let answered = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.total) {
        const attempt = newAttempt(next, options.run);
        next += 1;
        attempts.push(attempt);
        await send(visitor, attempt);
        answered += 1;
        options.onProgress(answered);
      }
    }),
  );
  return attempts.sort((a, b) => a.n - b.n);
}
