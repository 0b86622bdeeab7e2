// The words the inbox says about who sent a visitor's message: its DKIM, SPF
// and DMARC verdicts (docs/staff.md#what-the-checks-of-who-sent-it-say) and a
// From other than the lead's address. Here, not in the screen, so that the
// inbox's browser tests assert the same sentences the screen shows.

/** A check's label and value as written in a sentence, several joined: `SPF fail, DMARC fail`. */
export const verdictList = (items: readonly { label: string; verdict: string }[]): string =>
  items.map((item) => `${item.label} ${item.verdict}`).join(', ');

export const verdictWords = {
  /** Red: DMARC fails, or DKIM fails with no aligned pass; an SPF fail then named with them. */
  failed: (list: string) =>
    `Failed checks: ${list}. This message may not come from the visitor: check with them before acting on it.`,
  passed: 'DKIM, SPF and DMARC pass.',
  somePassed: (list: string) => `Passed: ${list}.`,
  unknown: (list: string) =>
    `${list}: no verdicts of the agency's own mail server were read for this message. They become known once INBOUND_AUTHSERV_ID names that server's authserv-id, whose Authentication-Results are then trusted.`,
  unsigned: (list: string) =>
    `${list}: the message is not signed. It would be known if the sender's mail server signed its mail.`,
  none: (list: string) =>
    `${list}: the sender's domain publishes no record for it, or the agency's mail server did not check it. Known once the domain publishes one and that server checks it.`,
  neutral: (list: string) =>
    `${list}: the sender's domain neither vouches for nor disowns the server it came from.`,
  dkimNeutral: (list: string) =>
    `${list}: a signature is there but could not be judged either way (expired, say, or of a kind not checked).`,
  temperror: (list: string) =>
    `${list}: could not be checked (a DNS look-up failed or timed out, maybe ours). This says nothing against the visitor.`,
  permerror: (list: string) =>
    `${list}: could not be checked, as the sender's records or signature cannot be read. A mistake in their mail set-up, not a sign of forgery.`,
  policy: (list: string) =>
    `${list}: it verified, but a rule of the checking server set it aside (a key too short, say). Not a sign of forgery.`,
  unaligned: (list: string) =>
    `${list}: signed by another domain than the sender's (a mail service or a list), which proves nothing either way about the sender.`,
  spfForwarded: (list: string) =>
    `${list}: the server it came from is not one the sender's domain lists, but DMARC passes through DKIM, as forwarded mail does.`,
  spfAlone: (list: string) =>
    `${list}: the server it came from is not one the sender's domain lists, as with forwarded mail. Not taken as forgery while DMARC does not fail.`,
  dkimFailDmarcPass: (list: string) =>
    `${list}: a signature did not verify (a server on the way may have changed the message), but DMARC passes through SPF.`,
  other: (list: string) => `${list}: a verdict this inbox does not know, shown as it was recorded.`,
  /** Around the two addresses, each shown in an isolate: see `senderDiffers`. */
  fromDiffers: { before: 'Sent from ', between: ', not the address the lead gave (', after: ').' },
} as const;

/** The sentence for a message whose From is not the lead's own address, as it reads. */
export const senderDiffers = (from: string, leadEmail: string): string =>
  `${verdictWords.fromDiffers.before}${from}${verdictWords.fromDiffers.between}${leadEmail}${verdictWords.fromDiffers.after}`;
