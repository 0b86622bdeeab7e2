import { describe, expect, it } from 'vitest';
import * as entry from './index.ts';
import { enrolmentVerifyRequestSchema, leadListQuerySchema, staffApiPaths } from './index.ts';

// The library's public entry as other projects see it: list each export here
// as it is added, beside the tests of what it does.
it('@agency/staff-contract exports what its entry lists', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'authenticationResponseSchema',
    'enrolmentOptionsRequestSchema',
    'enrolmentPagePath',
    'enrolmentVerifyRequestSchema',
    'invitationSecretSchema',
    'leadListQuerySchema',
    'leadPageSize',
    'leadSearchRequestSchema',
    'registrationResponseSchema',
    'signInVerifyRequestSchema',
    'staffApiPaths',
    'staffFormKinds',
    'staffRegions',
  ]);
});

describe('staff request schemas', () => {
  it('takes only a 22-character base64url secret (128 bits)', () => {
    const response = {
      id: 'AQ',
      rawId: 'AQ',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
      clientExtensionResults: {},
    };
    expect(enrolmentVerifyRequestSchema.safeParse({ secret: 'a'.repeat(22), response }).success).toBe(true);
    expect(enrolmentVerifyRequestSchema.safeParse({ secret: 'a'.repeat(21), response }).success).toBe(false);
    expect(enrolmentVerifyRequestSchema.safeParse({ secret: 'a+'.repeat(11), response }).success).toBe(false);
  });

  it('lists by filters that hold no personal data, and no others', () => {
    expect(leadListQuerySchema.safeParse({ region: 'uk', form: 'contact', spam: '1' }).success).toBe(true);
    expect(leadListQuerySchema.safeParse({ email: 'a@example.com' }).success).toBe(false);
  });

  it('puts a reference into a path escaped', () => {
    expect(staffApiPaths.lead('a/b')).toBe('/api/leads/a%2Fb');
  });
});
