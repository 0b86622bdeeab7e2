/**
 * The mailbox a confirmation reaches, as the one-a-day rule and the domain
 * cap count it. Most providers ignore case and deliver `victim+news@` to
 * `victim@`, so the address is lower-cased and a `+tag` dropped from its
 * local part: four spellings of one inbox are one mailbox.
 */
export interface Mailbox {
  /** `victim@example.test` for `Victim+2@Example.test`. */
  mailbox: string;
  /** `example.test`: what the hourly cap per recipient domain counts. */
  domain: string;
}

export function mailboxOf(email: string): Mailbox {
  const address = email.toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  return { mailbox: `${plus < 0 ? local : local.slice(0, plus)}@${domain}`, domain };
}
