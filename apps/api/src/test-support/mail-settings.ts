import type { MailSettings } from '../notifications/notification-email.ts';

/** The mail settings the outbox tests send with: one inbox per region and per careers desk. */
export const testMailSettings: MailSettings = {
  from: 'Agency leads <leads@agency.example>',
  to: { in: 'india@agency.example', uk: 'uk@agency.example' },
  careersTo: { in: 'careers.india@agency.example', uk: 'careers.uk@agency.example' },
  cvInMail: false,
  siteOrigins: { in: 'https://agency.example', uk: 'https://agency.example' },
};
