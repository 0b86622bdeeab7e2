import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { applicationStatuses, type StaffFormKind } from '@agency/staff-contract';
import { loadTemplateCatalogue, mergeValuesOf, templateOffers } from './reply-templates.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { testServerEnv } from '../test-support/spawn-server.ts';

// Each region's team writes its own templates; what the inbox needs of them is checked here.
const catalogue = loadTemplateCatalogue();
const enquiryForms = { in: ['contact', 'proposal'], uk: ['contact', 'uk-enquiry', 'proposal'] } as const;
// Every status an application is moved to by staff; withdrawing is the candidate's, and is not answered.
const hiringSteps = applicationStatuses.filter((status) => status !== 'withdrawn');

describe('the shipped answer templates', () => {
  it.each(['in', 'uk'] as const)(
    'of %s offer one for every enquiry form, every hiring step and a rejection',
    (region) => {
      for (const form of enquiryForms[region]) {
        const { suggested } = templateOffers(
          catalogue,
          { form, region, status: 'new' },
          mergeValuesOf({ id: 'r', form, body: '{}' }, 'a@b.example'),
        );
        expect(suggested, `${region} ${form}`).not.toBeNull();
      }
      for (const status of hiringSteps) {
        const { suggested } = templateOffers(
          catalogue,
          { form: 'job-application', region, status },
          mergeValuesOf({ id: 'r', form: 'job-application', body: '{}' }, 'a@b.example'),
        );
        expect(suggested, `${region} ${status}`).not.toBeNull();
      }
    },
  );

  it.each(['in', 'uk'] as const)(
    'of %s fill in completely for a real lead: name, reference, position and sender',
    (region) => {
      for (const form of Object.keys(sampleBodies) as StaffFormKind[]) {
        const values = mergeValuesOf(
          { id: 'ref-123', form, body: JSON.stringify(sampleBodies[form]) },
          'asha.rao@agency.example',
        );
        const { templates } = templateOffers(catalogue, { form, region, status: 'screening' }, values);
        for (const template of templates) {
          expect(`${template.subject}\n${template.body}`).not.toMatch(/\{\{|\}\}/);
          expect(template.body).toContain(values.firstName);
          expect(template.body).toContain('Asha Rao');
        }
      }
    },
  );
});

describe('a bad answer template', () => {
  it('stops the API as it starts, naming the file, the line and what is wrong', async () => {
    const result = await promisify(execFile)(
      process.execPath,
      [join(import.meta.dirname, '../test-support/bad-template-entry.ts')],
      { env: { ...process.env, ...testServerEnv, DATA_DIR: '/nonexistent/never-created' } },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(result).toMatchObject({ code: 1 });
    expect((result as { stderr: string }).stderr).toBe(
      'Answer templates are not valid (docs/content.md#answer-templates):\n' +
        '  libs/collections/in/templates/screening.md:4: steps: unknown step "interview": a step is one of received, screening, leadership-meeting, group-interview, role-task, hired, rejected, withdrawn\n' +
        '  libs/collections/in/templates/screening.md:6: body: unknown merge field {{firstname}} at column 7: use {{firstName}}, {{reference}}, {{position}}, {{staffName}}\n',
    );
  });
});
