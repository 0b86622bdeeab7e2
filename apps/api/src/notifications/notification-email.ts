import type { Selectable } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import type { SubmissionsTable } from '../db/schema.ts';
import { formTitle, labelledFields, parseBody, regionName } from './lead-fields.ts';

export interface MailSettings {
  from: string;
  /** Where each region's leads go. */
  to: { in: string; uk: string };
  /** Where each region's job applications go (MAIL_TO_CAREERS_*, else the region's). */
  careersTo: { in: string; uk: string };
  /** Whether a job application's mail carries its CV (CV_IN_MAIL); without, it names the command that writes it out. */
  cvInMail: boolean;
}

/** The domain of our Message-IDs: MAIL_FROM's, stripped to characters a Message-ID may hold. */
export function messageIdDomain(settings: MailSettings): string {
  return settings.from.split('@')[1]?.replace(/[^\w.-]/g, '') || 'agency.invalid';
}

function show(value: unknown): string {
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === '' || value === null || value === undefined) return '(empty)';
  return String(value);
}

/**
 * The staff notification of one lead. Nothing the visitor typed goes into a
 * header except the address as Reply-To (validated, so it holds no CR/LF);
 * everything else is in the plain-text body, where a line break is just text.
 */
export function notificationEmail(
  row: Selectable<SubmissionsTable>,
  settings: MailSettings,
): SendMailOptions {
  const body = parseBody(row.body);
  const region = regionName(row.region);
  const lines = labelledFields(row.form, body).map(([label, value]) => {
    const text = show(value);
    return text.includes('\n') ? `${label}:\n${text.replace(/^/gm, '  ')}` : `${label}: ${text}`;
  });
  const domain = messageIdDomain(settings);
  return {
    from: settings.from,
    to: settings.to[row.region],
    replyTo: typeof body.email === 'string' ? body.email : undefined,
    subject: `${formTitle(row.form)} (${region}) - ref ${row.id}`,
    // Stable per submission: a retried send is recognisably the same message.
    messageId: `<${row.id}@${domain}>`,
    text: [
      `${formTitle(row.form)} from the ${region} site, received ${row.received_at} (UTC).`,
      `Reference: ${row.id}`,
      '',
      ...lines,
      '',
      row.notice_version ? `Privacy notice shown: ${row.notice_version}` : '',
      'Reply to this email to answer the visitor.',
    ].join('\n'),
  };
}
