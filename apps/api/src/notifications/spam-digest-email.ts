import type { Selectable } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { plainText, formTitle } from '@agency/contract';
import type { SpamDigestsTable, SubmissionsTable } from '../db/schema.ts';
import { firstLineOfMessage, parseBody, regionName, visitorName } from '../leads/lead-fields.ts';
import { messageIdDomain, type MailSettings } from './notification-email.ts';

/** Leads listed in one mail at most: a bot flood must not make a mail no client opens. */
export const DIGEST_LIST_LIMIT = 200;

export type DigestLead = Pick<
  Selectable<SubmissionsTable>,
  'id' | 'form' | 'region' | 'received_at' | 'spam_reasons' | 'body' | 'email'
>;

/** The command that releases a lead: its notification is then sent as for any lead. */
export function releaseCommand(id: string): string {
  return `npm run leads -- release ${id}`;
}

/**
 * What a visitor typed, as one line of the list: its line breaks become
 * spaces and control and bidirectional characters go, so a name cannot
 * start a line that passes for the digest's own (a `Release:` command).
 */
const oneLine = (text: string) => plainText(text.replace(/\r\n|[\r\n\u2028\u2029]/g, ' '));

function entry(lead: DigestLead, n: number): string[] {
  const body = parseBody(lead.body);
  const email = typeof body.email === 'string' ? body.email : lead.email;
  return [
    `${n}. ${lead.received_at}  ${formTitle(lead.form)} (${regionName(lead.region)})`,
    `   Reasons: ${lead.spam_reasons.split(',').join(', ')}`,
    `   Name: ${oneLine(visitorName(lead.form, body)) || '(none)'}`,
    `   Email: ${email}`,
    `   Message: ${oneLine(firstLineOfMessage(lead.form, body)) || '(empty)'}`,
    `   Release: ${releaseCommand(lead.id)}`,
    '',
  ];
}

/**
 * The staff mail listing a region's held-back spam: each lead with what it
 * takes to judge it and the command that releases it, so a real lead caught
 * by the defences costs minutes, not a client. Everything the visitors typed
 * is in the plain-text body; the headers hold only our own text.
 * `total` counts the digest's leads, of which at most DIGEST_LIST_LIMIT are in `leads`.
 */
export function spamDigestEmail(
  digest: Pick<Selectable<SpamDigestsTable>, 'id' | 'region' | 'period_start' | 'period_end'>,
  leads: readonly DigestLead[],
  total: number,
  settings: MailSettings,
): SendMailOptions {
  const region = regionName(digest.region);
  const count = `${total} suspected spam ${total === 1 ? 'lead' : 'leads'}`;
  const unlisted = total - leads.length;
  return {
    from: settings.from,
    to: settings.to[digest.region],
    subject: `Held back as spam (${region}): ${count} up to ${digest.period_end}`,
    // Stable per digest: a retried send is recognisably the same message.
    messageId: `<spam-digest.${digest.region}.${digest.period_start.replace(/[^\w.-]/g, '')}@${messageIdDomain(settings)}>`,
    text: [
      `${count} sent to the ${region} site, received up to ${digest.period_end} (UTC) and not in an earlier digest,`,
      'were stored but held back: no notification was sent for them.',
      'If one is a real enquiry, run its release command: its notification is then sent like any other.',
      '',
      ...leads.flatMap((lead, i) => entry(lead, i + 1)),
      ...(unlisted > 0
        ? [
            `${unlisted} more not listed here; see them all with:`,
            `  npm run leads -- list --spam --region ${digest.region}`,
            '',
          ]
        : []),
      `Digest ${digest.id} (period ${digest.period_start} to ${digest.period_end}).`,
    ].join('\n'),
  };
}
