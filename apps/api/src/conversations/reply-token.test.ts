import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteSubmissions } from '../db/delete-submissions.ts';
import { seedLead } from '../test-support/seed-lead.ts';
import { createTestDatabase, engines, type TestDatabase } from '../test-support/test-api.ts';
import {
  envelopeAddress,
  envelopeTokenOfAddress,
  leadOfToken,
  newReplyToken,
  replyAddress,
  replyTokenFor,
  tokenOfAddress,
} from './reply-token.ts';

describe('a reply token in its address', () => {
  const mailbox = 'Replies@Agency.example';

  it('is 32 characters of lower-case base32, new each time', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newReplyToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{32}$/);
  });

  it('rides as the reply mailbox’s + tag and is read back whatever the case', () => {
    const token = newReplyToken();
    const address = replyAddress(mailbox, token);
    expect(address).toBe(`Replies+${token}@Agency.example`);
    expect(tokenOfAddress(mailbox, address.toUpperCase())).toBe(token);
  });

  it('is read from nothing else: another mailbox, another domain, a short or odd tag', () => {
    const token = newReplyToken();
    for (const address of [
      `sales+${token}@agency.example`,
      `replies+${token}@agency.example.evil`,
      `replies+${token.slice(1)}@agency.example`,
      `replies+${token}0@agency.example`,
      `replies@agency.example`,
      `replies+${token}+x@agency.example`,
    ])
      expect(tokenOfAddress(mailbox, address), address).toBeUndefined();
  });

  it('tags a reply’s envelope address apart: neither address is ever read as the other', () => {
    const token = newReplyToken();
    const envelope = envelopeAddress(mailbox, token);
    expect(envelope).toBe(`Replies+b${token}@Agency.example`);
    expect(envelopeTokenOfAddress(mailbox, envelope.toUpperCase())).toBe(token);
    expect(tokenOfAddress(mailbox, envelope)).toBeUndefined();
    expect(envelopeTokenOfAddress(mailbox, replyAddress(mailbox, token))).toBeUndefined();
    expect(envelopeTokenOfAddress(mailbox, `replies+b${token.slice(1)}@agency.example`)).toBeUndefined();
  });
});

describe.each(engines)('a lead’s reply token on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  it('is made once per lead, finds its lead, and is erased with it', async () => {
    const lead = await seedLead(database.db, { form: 'contact', region: 'in', email: 'asha@example.com' });
    const token = await replyTokenFor(database.db, lead, new Date());
    expect(await replyTokenFor(database.db, lead, new Date())).toBe(token);
    expect(await leadOfToken(database.db, token)).toBe(lead);
    expect(await leadOfToken(database.db, newReplyToken())).toBeUndefined();
    await deleteSubmissions(database.db, engine, { email: 'asha@example.com' });
    expect(await leadOfToken(database.db, token)).toBeUndefined();
  });
});
