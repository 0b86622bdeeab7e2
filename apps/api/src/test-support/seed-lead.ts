import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FormKind, Region } from '@agency/contract';
import { hourMs } from '@agency/staff-contract';
import type { Database } from '../db/schema.ts';
import { sampleBodies } from './sample-bodies.ts';

/**
 * A lead stored as the intake writes it (a sample body of its form with the
 * given address), for the staff inbox's tests; a CV too when given.
 */
export async function seedLead(
  db: Kysely<Database>,
  lead: {
    form: FormKind;
    region: Region;
    email: string;
    spam?: boolean;
    /** When it arrived; an hour before the real time (the clock the intake writes by) if not given. */
    receivedAt?: string;
    cv?: { fileName: string; mediaType: string; content: Buffer };
  },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('submissions')
    .values({
      id,
      form: lead.form,
      region: lead.region,
      received_at: lead.receivedAt ?? new Date(Date.now() - hourMs).toISOString(),
      body: JSON.stringify({ ...sampleBodies[lead.form], email: lead.email }),
      email: lead.email,
      consent: 'consent' in sampleBodies[lead.form] ? 1 : null,
      notice_version: null,
      spam: lead.spam ? 1 : 0,
      spam_reasons: lead.spam ? 'honeypot' : '',
    })
    .execute();
  if (lead.cv)
    await db
      .insertInto('cv_files')
      .values({
        submission_id: id,
        file_name: lead.cv.fileName,
        media_type: lead.cv.mediaType,
        size: lead.cv.content.length,
        content: lead.cv.content,
      })
      .execute();
  return id;
}
