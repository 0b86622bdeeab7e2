import type { SendMailOptions } from 'nodemailer';
import { enrolmentPagePath, hourMs } from '@agency/staff-contract';
import { invitationValidityMs } from '../sign-in/staff-limits.ts';

/**
 * The enrolment link: the secret travels in the fragment, which a browser
 * never sends to a server, so it reaches no access log and no Referer; the
 * inbox's page reads it and posts it.
 */
export function enrolmentLink(staffOrigin: string, secret: string): string {
  return `${staffOrigin}${enrolmentPagePath}#${secret}`;
}

export function invitationEmail(options: {
  from: string;
  to: string;
  staffOrigin: string;
  secret: string;
  expiresAt: string;
}): SendMailOptions {
  const hours = invitationValidityMs / hourMs;
  return {
    from: options.from,
    to: options.to,
    subject: 'Your invitation to the staff inbox',
    text: [
      'You are invited to the staff inbox, where each region’s team reads its leads.',
      '',
      'Open this link on the device you will sign in with, and create a passkey there (your',
      'fingerprint, face or screen lock; there is no password):',
      '',
      enrolmentLink(options.staffOrigin, options.secret),
      '',
      `The link works once, for ${hours} hours (until ${options.expiresAt}).`,
      'Forward it to nobody: whoever opens it first becomes you in the inbox.',
      'If you did not expect it, ignore it.',
    ].join('\n'),
  };
}
