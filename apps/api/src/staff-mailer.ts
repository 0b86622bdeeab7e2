import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { ApiConfig } from './config.ts';
import { smtpTimeouts } from './notifications/outbox-worker.ts';
import type { InvitationMailer } from './staff/people/send-invitation.ts';

/**
 * How the staff listener mails admins' invitations: SMTP_URL from MAIL_FROM,
 * with the outbox's time-outs, as `npm run staff` does; none without
 * SMTP_URL. Its connections close with the listener.
 */
export function staffMailer(
  app: FastifyInstance,
  config: ApiConfig,
  staffOrigin: () => string,
): InvitationMailer | undefined {
  if (!config.smtpUrl) return undefined;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    ...smtpTimeouts(config.outbox.leaseMs),
    ...(config.dkim ? { dkim: config.dkim } : {}),
  });
  app.addHook('onClose', (_instance, done) => {
    transport.close();
    done();
  });
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    from: config.mail.from,
    staffOrigin,
  };
}
