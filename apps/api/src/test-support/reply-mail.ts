import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { dkimSign } from 'mailauth/lib/dkim/sign.js';
import type { DnsResolver } from '../conversations/mail-auth-verdicts.ts';
import MailComposer from 'nodemailer/lib/mail-composer';

/** A visitor's mail as their mail app writes it. */
export interface ReplyMailOptions {
  from?: string;
  to: string | string[];
  cc?: string | string[];
  subject?: string;
  text?: string;
  html?: string;
  messageId?: string;
  inReplyTo?: string;
  date?: Date;
  attachments?: { filename: string; contentType?: string; content: Buffer | string }[];
  /** Fields a receiving server adds on top after any signature (Authentication-Results, Delivered-To). */
  receivedHeaders?: [name: string, value: string][];
  /** Signed with this sender domain's key (dkimSender). */
  dkim?: DkimSender;
}

/** A sending domain's DKIM key, and the DNS answer that publishes it. */
export interface DkimSender {
  domain: string;
  selector: string;
  privateKey: string;
  /** Answers the TXT query for the selector as the domain's DNS would; nothing else exists. */
  resolver: DnsResolver;
}

/** A new RSA key for `domain`, published under `selector` in a DNS of its own. */
export function dkimSender(domain: string, selector = 'mail'): DkimSender {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
  return {
    domain,
    selector,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    resolver: async (name, rrtype) => {
      if (rrtype === 'TXT' && name.toLowerCase() === `${selector}._domainkey.${domain}`) return [[record]];
      throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    },
  };
}

/** The whole RFC 5322 message, as bytes. */
export async function replyMail(options: ReplyMailOptions): Promise<Buffer> {
  const composer = new MailComposer({
    from: options.from ?? 'Asha Rao <asha@example.com>',
    to: options.to,
    cc: options.cc,
    subject: options.subject ?? 'Re: Your enquiry',
    text: options.text,
    html: options.html,
    messageId: options.messageId,
    inReplyTo: options.inReplyTo,
    references: options.inReplyTo,
    date: options.date ?? new Date(),
    attachments: options.attachments,
  });
  let raw: Buffer = await composer.compile().build();
  if (options.dkim) {
    const { domain, selector, privateKey } = options.dkim;
    // The signer reads `signatureData`, which mailauth's own types leave out.
    const { signatures, errors } = await dkimSign(raw, {
      signatureData: [{ signingDomain: domain, selector, privateKey }],
    } as unknown as Parameters<typeof dkimSign>[1]);
    if (!signatures) throw new Error(`not signed: ${JSON.stringify(errors)}`);
    raw = Buffer.concat([Buffer.from(signatures), raw]);
  }
  const received = (options.receivedHeaders ?? []).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return Buffer.concat([Buffer.from(received), raw]);
}

/** A delivery status notification (RFC 3464) as a receiving mail server writes one. */
export interface DeliveryReportOptions {
  /** Where it was sent: a reply's envelope address, or anywhere else. */
  to: string;
  /** Delivered-To, as the agency's own server adds it on delivery. */
  deliveredTo?: string;
  /** The Message-ID of the message it is about, in its returned headers. */
  messageId: string;
  /** Final-Recipient, and Original-Recipient when given (the ORCPT, after forwarding). */
  finalRecipient: string;
  originalRecipient?: string;
  action?: 'failed' | 'delayed' | 'delivered';
  /** More header fields, such as the Auto-Submitted many servers put on their reports. */
  headers?: [name: string, value: string][];
}

/** The whole report, as bytes: a multipart/report with its delivery-status and the original's headers. */
export function deliveryReport(options: DeliveryReportOptions): Buffer {
  const action = options.action ?? 'failed';
  return Buffer.from(
    [
      ...(options.deliveredTo ? [`Delivered-To: ${options.deliveredTo}`] : []),
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.com>',
      `To: ${options.to}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: <dsn-${action}-${randomUUID()}@mx.example.com>`,
      ...(options.headers ?? []).map(([name, value]) => `${name}: ${value}`),
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B1"',
      '',
      '--B1',
      'Content-Type: text/plain',
      '',
      'This is the mail system. I could not deliver your message.',
      '--B1',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.com',
      '',
      ...(options.originalRecipient ? [`Original-Recipient: rfc822; ${options.originalRecipient}`] : []),
      `Final-Recipient: rfc822; ${options.finalRecipient}`,
      `Action: ${action}`,
      'Status: 5.1.1',
      `Diagnostic-Code: smtp; 550 5.1.1 <${options.finalRecipient}>: Recipient address`,
      ' rejected: User unknown',
      '',
      '--B1',
      'Content-Type: text/rfc822-headers',
      '',
      'From: Agency <recruiter@agency.example>',
      `Message-ID: ${options.messageId}`,
      'Subject: Your application',
      '',
      '--B1--',
      '',
    ].join('\r\n'),
  );
}
