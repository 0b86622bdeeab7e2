import type { Selectable } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { cvFileName, cvTypeOfMediaType, plainText, formTitle } from '@agency/contract';
import type { CvFilesTable, SubmissionsTable } from '../db/schema.ts';
import { labelledAttribution } from '../leads/lead-attribution.ts';
import { labelledFields, parseBody, regionName } from '../leads/lead-fields.ts';

export interface MailSettings {
  from: string;
  /** Where each region's leads go. */
  to: { in: string; uk: string };
  /** Where each region's job applications go (MAIL_TO_CAREERS_*, else the region's). */
  careersTo: { in: string; uk: string };
  /** Whether a job application's mail carries its CV (CV_IN_MAIL); without, it names the command that writes it out. */
  cvInMail: boolean;
  /** The public origin of each region's site (SITE_IN_ORIGIN, SITE_UK_ORIGIN): links in the visitor's confirmation. */
  siteOrigins: { in: string; uk: string };
}

/** The domain of our Message-IDs: MAIL_FROM's, stripped to characters a Message-ID may hold. */
export function messageIdDomain(settings: Pick<MailSettings, 'from'>): string {
  return settings.from.split('@')[1]?.replace(/[^\w.-]/g, '') || 'agency.invalid';
}

function show(value: unknown): string {
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === '' || value === null || value === undefined) return '(empty)';
  return String(value);
}

/**
 * `Label: value`, or a value of several lines under its label, each line
 * indented: a line break in a value never starts a line of its own that
 * could pass for the mail's (a `Bcc:` or a line of ours). CRLF, CR and LF
 * are each one break, as a reader's mail client shows them.
 */
function labelled(label: string, text: string): string {
  const lines = text.split(/\r\n|[\r\n\u2028\u2029]/);
  return lines.length > 1 ? `${label}:\n${lines.map((line) => `  ${line}`).join('\n')}` : `${label}: ${text}`;
}

/** A heading and its lines, with a blank line before; nothing when there are no lines. */
const withHeading = (heading: string, lines: string[]) =>
  lines.length > 0 ? ['', `${heading}:`, ...lines] : [];

/** A stored CV as the notification needs it; its bytes only when the mail carries it. */
export type StoredCv = Pick<Selectable<CvFilesTable>, 'file_name' | 'media_type' | 'size'> & {
  content?: Buffer | undefined;
};

/**
 * What the mail says of the CV: attached, or how to write it out when
 * CV_IN_MAIL=0, under the name the server gave it; the name the visitor's
 * computer gave it only as text, without the characters that would make it
 * read as another (`cv\u202Efdp.exe`).
 */
function cvLines(id: string, cv: StoredCv | undefined, attached: boolean): string[] {
  if (!cv) return [];
  const name = cvFileName(id, cv.media_type);
  const described = `${name} (${cv.media_type}, ${cv.size} bytes)`;
  const sentAs = `Sent as: ${plainText(cv.file_name)}`;
  return attached
    ? ['', `CV attached: ${described}`, sentAs]
    : ['', `CV: ${described}`, sentAs, `Write it to a file with: npm run leads -- cv ${id} --out ${name}`];
}

/**
 * The staff notification of one lead; a job application goes to the
 * region's careers recipient, with its CV attached (unless CV_IN_MAIL=0).
 * Nothing the visitor typed goes into a header except the address as
 * Reply-To (validated, so it holds no CR/LF); everything else is in the
 * plain-text body, where a line break is just text. The CV is attached as
 * `cv-<reference>.<extension of its type>` with its type's media type.
 */
export function notificationEmail(
  row: Selectable<SubmissionsTable>,
  settings: MailSettings,
  cv?: StoredCv,
): SendMailOptions {
  const body = parseBody(row.body);
  const region = regionName(row.region);
  const lines = labelledFields(row.form, body).map(([label, value]) => labelled(label, show(value)));
  const domain = messageIdDomain(settings);
  const attach = cv?.content !== undefined && settings.cvInMail;
  return {
    from: settings.from,
    to: row.form === 'job-application' ? settings.careersTo[row.region] : settings.to[row.region],
    replyTo: typeof body.email === 'string' ? body.email : undefined,
    subject: `${formTitle(row.form)} (${region}) - ref ${row.id}`,
    // Stable per submission: a retried send is recognisably the same message.
    messageId: `<${row.id}@${domain}>`,
    text: [
      `${formTitle(row.form)} from the ${region} site, received ${row.received_at} (UTC).`,
      `Reference: ${row.id}`,
      '',
      ...lines,
      ...cvLines(row.id, cv, attach),
      ...withHeading(
        'Where it came from',
        labelledAttribution(row).map(([label, value]) => labelled(label, value)),
      ),
      '',
      row.notice_version ? `Privacy notice shown: ${row.notice_version}` : '',
      'Reply to this email to answer the visitor.',
    ].join('\n'),
    attachments:
      attach && cv?.content
        ? [
            {
              filename: cvFileName(row.id, cv.media_type),
              content: cv.content,
              // Stored from the type its bytes showed; anything else is sent as bytes nothing opens.
              contentType: cvTypeOfMediaType(cv.media_type) ? cv.media_type : 'application/octet-stream',
            },
          ]
        : undefined,
  };
}
