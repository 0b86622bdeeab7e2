import type { Kysely } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import type { Database } from '../../db/schema.ts';
import { invitationEmail } from './invitation-email.ts';
import { withdrawInvitation, type Actor, type IssuedInvitation } from './staff-directory.ts';

/** How invitations leave: one mail over SMTP, at once. */
export interface InvitationMailer {
  /** Throws when the relay does not take the mail. */
  send: (mail: SendMailOptions) => Promise<void>;
  from: string;
  /** Where the link points (STAFF_ORIGIN, else the listener's address once bound). */
  staffOrigin: () => string;
}

/**
 * Mails an invitation just issued, for `npm run staff` and the admins' page
 * alike. Sent at once rather than through the outbox: an outbox row would
 * have to hold the link, so the secret would sit in the database in the
 * clear until sent (and in every backup taken meanwhile). When the relay
 * refuses, the invitation is withdrawn (with the member, if it was their
 * first): nothing waits that nobody can use, and whoever asked is told.
 */
export async function sendInvitation(
  db: Kysely<Database>,
  mailer: InvitationMailer,
  issued: IssuedInvitation,
  firstOne: boolean,
  by: Actor,
  now: number,
): Promise<{ sent: true } | { sent: false; reason: string }> {
  try {
    await mailer.send(
      invitationEmail({
        from: mailer.from,
        to: issued.member.email,
        staffOrigin: mailer.staffOrigin(),
        secret: issued.secret,
        expiresAt: issued.expiresAt,
      }),
    );
    return { sent: true };
  } catch (error) {
    await withdrawInvitation(db, issued, firstOne, by, now);
    return { sent: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
