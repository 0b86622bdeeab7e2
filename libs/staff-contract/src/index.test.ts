import { describe, expect, it } from 'vitest';
import * as entry from './index.ts';
import {
  adminPaths,
  leadConversationPaths,
  replyRequestSchema,
  auditQuerySchema,
  enrolmentVerifyRequestSchema,
  leadListQuerySchema,
  leadStatusLabels,
  leadStatuses,
  leadWorkPaths,
  personInviteRequestSchema,
  rightsPaths,
  rightsRequestSchema,
  staffApiPaths,
  staffFormKinds,
  statusesOf,
} from './index.ts';

// The library's public entry as other projects see it: list each export here
// as it is added, beside the tests of what it does.
it('@agency/staff-contract exports what its entry lists', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'adminPaths',
    'applicationStatuses',
    'assigneeFilters',
    'auditActions',
    'auditPageSize',
    'auditQuerySchema',
    'authenticationResponseSchema',
    'dayMs',
    'enquiryStatuses',
    'enrolmentOptionsRequestSchema',
    'enrolmentPagePath',
    'enrolmentVerifyRequestSchema',
    'failureActions',
    'hiringStepLabels',
    'hiringSteps',
    'hourMs',
    'inboundKinds',
    'invitationSecretSchema',
    'leadAssigneeRequestSchema',
    'leadConversationPaths',
    'leadDeliveryPaths',
    'leadExportPath',
    'leadExportQuerySchema',
    'leadListQuerySchema',
    'leadNoteMaxLength',
    'leadNoteRequestSchema',
    'leadPageSize',
    'leadSearchRequestSchema',
    'leadStatusLabels',
    'leadStatusRequestSchema',
    'leadStatuses',
    'leadWorkPaths',
    'minuteMs',
    'personAccessRequestSchema',
    'personInviteRequestSchema',
    'reauthValidityMinutes',
    'registrationResponseSchema',
    'replyBodyMaxLength',
    'replyRequestSchema',
    'replyStates',
    'replySubjectMaxLength',
    'reportCsvFileName',
    'reportCsvPath',
    'reportMaxDays',
    'reportNames',
    'reportPath',
    'reportQuerySchema',
    'rightsExportFileName',
    'rightsExportJsonName',
    'rightsPaths',
    'rightsRequestSchema',
    'senderDiffers',
    'signInVerifyRequestSchema',
    'sourceDimensionLabels',
    'sourceDimensions',
    'sourceRankLength',
    'staffApiPaths',
    'staffFormKinds',
    'staffIdSchema',
    'staffRegions',
    'statusesOf',
    'templateNameSchema',
    'verdictList',
    'verdictWords',
    'weekMs',
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

  it('filters by a colleague’s id as the assignee, never by their address or name', () => {
    const id = '0b0f4f1e-7a3c-4d55-9a59-0a1b2c3d4e5f';
    expect(leadListQuerySchema.safeParse({ assignee: id }).data).toEqual({ assignee: id });
    expect(leadListQuerySchema.safeParse({ assignee: 'Priya' }).success).toBe(false);
    expect(leadListQuerySchema.safeParse({ assignee: id.toUpperCase() }).success).toBe(false);
  });

  it('filters by status, own or no assignee, days, source and position, and by nothing that names a person', () => {
    const filters = {
      status: 'screening',
      assignee: 'me',
      from: '2026-11-01',
      to: '2026-11-30',
      utmSource: 'linkedin',
      utmCampaign: 'winter-hiring',
      referrerHost: 'www.google.com',
      position: 'Web Development',
    };
    expect(leadListQuerySchema.safeParse(filters).success).toBe(true);
    expect(leadListQuerySchema.safeParse({ assignee: 'asha@agency.example' }).success).toBe(false);
    expect(leadListQuerySchema.safeParse({ status: 'maybe' }).success).toBe(false);
    expect(leadListQuerySchema.safeParse({ from: '1 Nov 2026' }).success).toBe(false);
    expect(leadListQuerySchema.safeParse({ position: 'x'.repeat(201) }).success).toBe(false);
  });

  it('puts a reference into a path escaped', () => {
    expect(staffApiPaths.lead('a/b')).toBe('/api/leads/a%2Fb');
  });
});

describe('admins’ requests', () => {
  it('name a member by id in a path, and filter the audit log by no personal data', () => {
    expect(adminPaths.access('a/b')).toBe('/api/people/a%2Fb/access');
    expect(auditQuerySchema.safeParse({ lead: '0b0f4f1e-7a3c-4d55-9a59-0a1b2c3d4e5f' }).success).toBe(true);
    expect(auditQuerySchema.safeParse({ actor: 'ravi@agency.example' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ failed: '1' }).success).toBe(true);
    expect(auditQuerySchema.safeParse({ failed: '0' }).success).toBe(false);
  });

  it('invite with one or more known regions', () => {
    const person = { email: 'a@agency.example', regions: ['in'], careers: false, admin: false };
    expect(personInviteRequestSchema.safeParse(person).success).toBe(true);
    expect(personInviteRequestSchema.safeParse({ ...person, regions: [] }).success).toBe(false);
    expect(personInviteRequestSchema.safeParse({ ...person, regions: ['us'] }).success).toBe(false);
  });
});

describe('a person’s rights', () => {
  it('take the address in a body, never a path', () => {
    expect(Object.values(rightsPaths).every((path) => !path.includes('@'))).toBe(true);
    expect(rightsRequestSchema.safeParse({ email: 'a@example.com' }).success).toBe(true);
    expect(rightsRequestSchema.safeParse({ email: 'a@example.com', more: 1 }).success).toBe(false);
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

describe('replies', () => {
  const reply = {
    subject: 'Next step',
    body: 'Hello Priya,\n\nA call?',
    template: 'screening',
    delayed: false,
  };

  it('take plain text: a one-line subject, a body, the template by its file name or none', () => {
    expect(replyRequestSchema.safeParse(reply).success).toBe(true);
    expect(replyRequestSchema.safeParse({ ...reply, template: null, delayed: true }).success).toBe(true);
    expect(replyRequestSchema.safeParse({ ...reply, subject: 'Next\r\nBcc: x@example.com' }).success).toBe(
      false,
    );
    expect(replyRequestSchema.safeParse({ ...reply, body: '   ' }).success).toBe(false);
    expect(replyRequestSchema.safeParse({ ...reply, template: '../screening' }).success).toBe(false);
    expect(replyRequestSchema.safeParse({ ...reply, to: 'someone@example.com' }).success).toBe(false);
  });

  it('filter the list to the leads awaiting a reply, and put a reply under its lead’s escaped path', () => {
    expect(leadListQuerySchema.safeParse({ needsReply: '1' }).success).toBe(true);
    expect(leadListQuerySchema.safeParse({ needsReply: 'yes' }).success).toBe(false);
    expect(leadConversationPaths.cancelReply('a/b', 'c/d')).toBe('/api/leads/a%2Fb/replies/c%2Fd/cancel');
  });
});
