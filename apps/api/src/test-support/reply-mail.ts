import { generateKeyPairSync } from 'node:crypto';
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
