import { describe, expect, it } from 'vitest';
import * as entry from './index.ts';
import {
  enrolmentVerifyRequestSchema,
  leadListQuerySchema,
  leadStatusLabels,
  leadStatuses,
  leadWorkPaths,
  staffApiPaths,
  staffFormKinds,
  statusesOf,
} from './index.ts';

// The library's public entry as other projects see it: list each export here
// as it is added, beside the tests of what it does.
it('@agency/staff-contract exports what its entry lists', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'applicationStatuses',
    'authenticationResponseSchema',
    'enquiryStatuses',
    'enrolmentOptionsRequestSchema',
    'enrolmentPagePath',
    'enrolmentVerifyRequestSchema',
    'invitationSecretSchema',
    'leadAssigneeRequestSchema',
    'leadListQuerySchema',
    'leadNoteMaxLength',
    'leadNoteRequestSchema',
    'leadPageSize',
    'leadSearchRequestSchema',
    'leadStatusLabels',
    'leadStatusRequestSchema',
    'leadStatuses',
    'leadWorkPaths',
    'registrationResponseSchema',
    'signInVerifyRequestSchema',
    'staffApiPaths',
    'staffFormKinds',
    'staffRegions',
    'statusesOf',
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

describe('lead statuses', () => {
  it('moves an enquiry from new and an application through the four hiring steps', () => {
    expect(statusesOf('contact')).toEqual(['new', 'contacted', 'qualified', 'won', 'lost']);
    expect(statusesOf('job-application')).toEqual([
      'received',
      'screening',
      'leadership-meeting',
      'group-interview',
      'role-task',
      'hired',
      'rejected',
      'withdrawn',
    ]);
  });

  it('names every status, and each form takes only statuses of its own list', () => {
    expect(Object.keys(leadStatusLabels).sort()).toEqual([...leadStatuses].sort());
    for (const form of staffFormKinds)
      expect(statusesOf(form).every((s) => leadStatuses.includes(s))).toBe(true);
    expect(statusesOf('uk-enquiry')).not.toContain('screening');
  });

  it('puts working paths under the lead’s escaped reference', () => {
    expect(leadWorkPaths.cvPreview('a/b')).toBe('/api/leads/a%2Fb/cv/preview');
  });
});
