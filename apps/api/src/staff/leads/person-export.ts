import type { Kysely, Selectable } from 'kysely';
import { zipSync, type Zippable } from 'fflate';
import { cvFileName } from '@agency/contract';
import {
  rightsExportJsonName,
  type ExportedFile,
  type ExportedLead,
  type ExportedMessageIn,
  type ExportedMessageOut,
  type RightsExport,
} from '@agency/staff-contract';
import type { Database, SubmissionsTable } from '../../db/schema.ts';
import { readLeadDeliveries } from './lead-deliveries.ts';
import { readLeadWork } from './lead-work.ts';
import { leadDetailOf } from './staff-leads.ts';

/** A person's data as one ZIP: what the inbox downloads and `npm run leads -- export-person` writes. */
export interface PersonExport {
  /** personal-data.json, as written into the ZIP. */
  described: RightsExport;
  zip: Uint8Array;
}

/** A stored name as a file of the ZIP: our own safe names pass; anything else is named by its id. */
const safeName = (name: string, fallback: string) =>
  /^[A-Za-z0-9][\w.-]{0,120}$/.test(name) && !name.includes('..') ? name : fallback;

/** A name not yet taken in the folder: `cv-….pdf`, then `cv-…-2.pdf`. */
function unique(folder: Record<string, unknown>, name: string): string {
  if (!(name in folder)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let n = 2;
  while (`${stem}-${n}${extension}` in folder) n += 1;
  return `${stem}-${n}${extension}`;
}

async function conversationOf(db: Kysely<Database>, id: string, files: Zippable) {
  const replies = await db
    .selectFrom('lead_replies')
    .selectAll()
    .where('submission_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const inbound = await db
    .selectFrom('lead_inbound')
    .selectAll()
    .where('submission_id', '=', id)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
  const attachments = await db
    .selectFrom('lead_inbound_attachments')
    .selectAll()
    .where('submission_id', '=', id)
    .orderBy('id')
    .execute();
  const messagesOut: ExportedMessageOut[] = replies.map((reply) => ({
    id: reply.id,
    author: reply.author,
    subject: reply.subject,
    body: reply.body,
    template: reply.template,
    createdAt: reply.created_at,
    sendAfter: reply.send_after,
    sentAt: reply.sent_at,
    attempts: Number(reply.attempts),
    lastError: reply.last_error,
    cancelledAt: reply.cancelled_at,
    bouncedAt: reply.bounced_at,
    bounceReason: reply.bounce_reason,
  }));
  const messagesIn: ExportedMessageIn[] = inbound.map((message) => {
    // Each message's attachments in a folder of its own: two may carry one safe name.
    const folder: Zippable = {};
    const listed: ExportedFile[] = [];
    for (const attachment of attachments.filter((a) => a.inbound_id === message.id)) {
      const name = unique(folder, safeName(attachment.file_name, `attachment-${attachment.id}`));
      folder[name] = [new Uint8Array(attachment.content), { level: 0 }];
      listed.push({
        file: `messages/${message.id}/${name}`,
        mediaType: attachment.media_type,
        size: Number(attachment.size),
      });
    }
    // Paths, not nested folders: the ZIP lists the files alone, without entries for folders.
    for (const [name, file] of Object.entries(folder)) files[`messages/${message.id}/${name}`] = file;
    return {
      id: message.id,
      from: message.from_address,
      subject: message.subject,
      body: message.body,
      sentAt: message.sent_at,
      receivedAt: message.received_at,
      dkim: message.dkim,
      spf: message.spf,
      dmarc: message.dmarc,
      attachments: listed,
    };
  });
  return { messagesOut, messagesIn };
}

/** One lead and everything held with it; its CV and attachments added to the ZIP's files. */
async function exportLead(
  db: Kysely<Database>,
  row: Selectable<SubmissionsTable>,
  files: Zippable,
): Promise<ExportedLead> {
  const detail = await leadDetailOf(db, row);
  const cv = await db
    .selectFrom('cv_files')
    .select(['file_name', 'media_type', 'size', 'content'])
    .where('submission_id', '=', row.id)
    .executeTakeFirst();
  let exportedCv: ExportedLead['cv'] = null;
  if (cv) {
    // The server's name for it (cv-<reference>.<type>), never the candidate's: theirs is kept as sentAs.
    const name = cvFileName(row.id, cv.media_type);
    files[name] = [new Uint8Array(cv.content), { level: 0 }];
    exportedCv = { file: name, sentAs: cv.file_name, mediaType: cv.media_type, size: Number(cv.size) };
  }
  return {
    ...detail,
    cv: exportedCv,
    work: await readLeadWork(db, row),
    deliveries: await readLeadDeliveries(db, row.id),
    conversation: await conversationOf(db, row.id, files),
  };
}

/**
 * Everything held about the leads given (a person's, newest first): each
 * lead's fields, consent, attribution, CV, notes, status history, assignee,
 * deliveries and conversation, described in personal-data.json, with the CV
 * and each attachment as a file of the ZIP beside it. Files already
 * compressed (PDF, DOCX) are stored as they are; the JSON is deflated.
 */
export async function exportPersonZip(
  db: Kysely<Database>,
  email: string,
  rows: Selectable<SubmissionsTable>[],
  now: number,
): Promise<PersonExport> {
  const files: Zippable = {};
  const leads: ExportedLead[] = [];
  for (const row of rows) leads.push(await exportLead(db, row, files));
  const described: RightsExport = {
    email: email.toLowerCase(),
    exportedAt: new Date(now).toISOString(),
    leads,
  };
  const json = new TextEncoder().encode(`${JSON.stringify(described, null, 2)}\n`);
  const zip = zipSync({ [rightsExportJsonName]: json, ...files }, { level: 6, mtime: new Date(now) });
  return { described, zip };
}
