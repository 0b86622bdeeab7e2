import type { Selectable } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { confirmationWords, regionConfigs, regionPath } from '@agency/content';
import type { SubmissionsTable } from '../db/schema.ts';
import { messageIdDomain, type MailSettings } from './notification-email.ts';

export type ConfirmedLead = Pick<Selectable<SubmissionsTable>, 'id' | 'form' | 'region' | 'email'>;

/**
 * The visitor's confirmation of one lead: the reference, what happens next,
 * how to reach us, the region's privacy notice; nothing they typed. Marked
 * `Auto-Submitted: auto-replied` (RFC 3834), so mail systems send no
 * automatic answer back and no loop starts.
 */
export function confirmationEmail(lead: ConfirmedLead, settings: MailSettings): SendMailOptions {
  const words = confirmationWords(lead.region, lead.form);
  const noticeUrl = `${settings.siteOrigins[lead.region]}${regionPath(lead.region, '/privacy')}`;
  return {
    from: settings.from,
    to: lead.email,
    replyTo: regionConfigs[lead.region].email,
    subject: words.subject(lead.id),
    messageId: `<confirmation-${lead.id}@${messageIdDomain(settings)}>`,
    headers: { 'Auto-Submitted': 'auto-replied' },
    text: [
      words.greeting,
      '',
      words.received,
      '',
      `Your reference: ${lead.id}`,
      '',
      words.nextStep,
      words.contact,
      '',
      words.privacy(noticeUrl),
      '',
      words.automatic,
    ].join('\n'),
  };
}
