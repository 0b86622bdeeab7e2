import { describe, expect, it } from 'vitest';
import { contactEnquirySchema } from './contact-enquiry.ts';

const valid = {
  username: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  message: 'Hello',
};

describe('contact enquiry schema (call 2)', () => {
  it('accepts the requirements body with the phone as text or as a number', () => {
    expect(contactEnquirySchema.parse(valid)).toEqual(valid);
    expect(contactEnquirySchema.parse({ ...valid, phone: 9876543210 })).toEqual({
      ...valid,
      phone: 9876543210,
    });
  });

  it('keeps text exactly as sent: scripts, emoji, quotes, SQL-looking text', () => {
    const message = 'नमस्ते 🙂 "quoted" \'x\'; DROP TABLE submissions; --';
    expect(contactEnquirySchema.parse({ ...valid, message }).message).toBe(message);
  });

  it('refuses unknown keys, missing fields and wrong types without coercing', () => {
    const issuesOf = (body: unknown) =>
      contactEnquirySchema
        .safeParse(body)
        .error?.issues.map((i) => ({ code: i.code, path: i.path.join('.') }));
    expect(issuesOf({ ...valid, extra: 1 })).toEqual([{ code: 'unrecognized_keys', path: '' }]);
    expect(issuesOf({ ...valid, username: undefined })).toEqual([{ code: 'invalid_type', path: 'username' }]);
    expect(issuesOf({ ...valid, message: 42 })).toEqual([{ code: 'invalid_type', path: 'message' }]);
    expect(issuesOf({ ...valid, phone: true })).toEqual([{ code: 'invalid_union', path: 'phone' }]);
  });

  it('refuses blank, over-long, NUL and lone-surrogate text, and bad email addresses', () => {
    expect(contactEnquirySchema.safeParse({ ...valid, username: '   ' }).success).toBe(false);
    expect(contactEnquirySchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(contactEnquirySchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
    expect(contactEnquirySchema.safeParse({ ...valid, message: 'a\u0000b' }).success).toBe(false);
    expect(contactEnquirySchema.safeParse({ ...valid, message: 'a\uD800b' }).success).toBe(false);
    expect(contactEnquirySchema.safeParse({ ...valid, email: 'not-an-address' }).success).toBe(false);
  });
});
