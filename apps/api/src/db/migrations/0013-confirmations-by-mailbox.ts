import type { Kysely } from 'kysely';
// The rule's mailbox as confirmation-mailbox.ts had it when this was written, frozen here: a
// migration never imports runtime code, which may change after it.
const mailboxOf = (email: string) => {
  const [local = '', domain = ''] = email.toLowerCase().split(/@(?=[^@]*$)/);
  return { mailbox: `${local.split('+')[0]}@${domain}`, domain };
};

// The one-confirmation-a-day rule counts a mailbox, not an exact address
// (`Victim+2@` is `victim@`), and a recipient domain has an hourly cap: each
// confirmation notes both, so the checks read an index rather than every
// earlier lead's address. The mailbox is a copy of the lead's address, and
// goes with the lead (the row cascades on erase and purge).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('confirmations').addColumn('mailbox', 'text').execute();
  await db.schema.alterTable('confirmations').addColumn('mail_domain', 'text').execute();
  await db.schema
    .createIndex('confirmations_mailbox')
    .on('confirmations')
    .columns(['mailbox', 'queued_at'])
    .execute();
  await db.schema
    .createIndex('confirmations_mail_domain')
    .on('confirmations')
    .columns(['mail_domain', 'queued_at'])
    .execute();
  // Confirmations of the last day count for the rule from the first start of this version.
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  const recent: { id: string; email: string | null }[] = await db
    .selectFrom('confirmations as c')
    .innerJoin('submissions as s', 's.id', 'c.submission_id')
    .select(['c.submission_id as id', 's.email as email'])
    .where('c.queued_at', '>', since)
    .execute();
  for (const { id, email } of recent) {
    if (!email) continue;
    const { mailbox, domain } = mailboxOf(email);
    await db
      .updateTable('confirmations')
      .set({ mailbox, mail_domain: domain })
      .where('submission_id', '=', id)
      .execute();
  }
}
