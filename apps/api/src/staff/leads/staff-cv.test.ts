import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvTypes } from '@agency/contract';
import { leadWorkPaths, type StaffRegion } from '@agency/staff-contract';
import { engines } from '../../test-support/test-api.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import { noSuchLeadMessage } from './scoped-lead.ts';
import { noPreviewMessage } from './staff-cv-routes.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const docx = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 7)]);

describe.each(engines)('staff fetching a CV on %s', (engine) => {
  let staff: TestStaff;
  let indiaRecruiter: string;
  let ukRecruiter: string;
  let indiaSales: string;
  let pdfLead: string;
  let docxLead: string;

  beforeAll(async () => {
    staff = await startTestStaff(engine, { listen: true });
    pdfLead = await seedLead(staff.db, {
      form: 'job-application',
      region: 'in',
      email: 'priya@example.com',
      cv: { fileName: 'Priya Nair CV.html', mediaType: cvTypes.pdf.mediaType, content: pdf },
    });
    docxLead = await seedLead(staff.db, {
      form: 'job-application',
      region: 'in',
      email: 'ravi@example.com',
      cv: { fileName: 'ravi.docx', mediaType: cvTypes.docx.mediaType, content: docx },
    });
    const enrol = async (email: string, regions: StaffRegion[], careers: boolean) =>
      (await staff.enrol(await staff.inviteMember(email, regions, { careers }))).cookie;
    indiaRecruiter = await enrol('recruiter@agency.example', ['in'], true);
    ukRecruiter = await enrol('uk.recruiter@agency.example', ['uk'], true);
    indiaSales = await enrol('sales@agency.example', ['in'], false);
  });
  afterAll(() => staff.close());

  it('downloads as cv-<reference>.<detected type>, with its media type, never cached', async () => {
    const answer = await staff.get(leadWorkPaths.cv(pdfLead), indiaRecruiter);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(pdf)).toBe(true);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="cv-${pdfLead}.pdf"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const word = await staff.get(leadWorkPaths.cv(docxLead), indiaRecruiter);
    expect(word.rawPayload.equals(docx)).toBe(true);
    expect(word.headers['content-type']).toBe(cvTypes.docx.mediaType);
    expect(word.headers['content-disposition']).toBe(`attachment; filename="cv-${docxLead}.docx"`);
  });

  it('previews a PDF inline in a sandbox, framed by the inbox only; other types only download', async () => {
    const preview = await staff.get(leadWorkPaths.cvPreview(pdfLead), indiaRecruiter);
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(pdf)).toBe(true);
    expect(preview.headers['content-disposition']).toBe(`inline; filename="cv-${pdfLead}.pdf"`);
    expect(preview.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'self'",
    );
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(preview.headers['cache-control']).toBe('no-store');
    const word = await staff.get(leadWorkPaths.cvPreview(docxLead), indiaRecruiter);
    expect(word.statusCode).toBe(415);
    expect(word.json()).toEqual({ message: noPreviewMessage });
  });

  it('answers another region’s recruiter and a member without careers as if there were no lead', async () => {
    for (const cookie of [ukRecruiter, indiaSales])
      for (const url of [leadWorkPaths.cv(pdfLead), leadWorkPaths.cvPreview(pdfLead)]) {
        const refused = await staff.get(url, cookie);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ message: noSuchLeadMessage });
        expect(refused.headers['content-disposition']).toBeUndefined();
      }
    expect((await staff.get(leadWorkPaths.cv(pdfLead), '')).statusCode).toBe(401);
  });

  it('audits each fetch and refusal by the lead’s reference', async () => {
    const rows = await staff.db
      .selectFrom('staff_audit')
      .select(['actor', 'action', 'target_ref'])
      .where('target_ref', 'in', [pdfLead, docxLead])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { actor: 'recruiter@agency.example', action: 'cv.downloaded', target_ref: pdfLead },
      { actor: 'recruiter@agency.example', action: 'cv.downloaded', target_ref: docxLead },
      { actor: 'recruiter@agency.example', action: 'cv.previewed', target_ref: pdfLead },
      ...['uk.recruiter@agency.example', 'sales@agency.example'].flatMap((actor) =>
        Array.from({ length: 2 }, () => ({ actor, action: 'lead.refused', target_ref: pdfLead })),
      ),
    ]);
  });
});
