import { PostgresAdapter, type Kysely } from 'kysely';

// The staff inbox's people and their sign-in: who works on which region's
// leads (and whether on applications), their single-use invitations (only a
// SHA-256 of the secret), their passkeys, their sessions (only a SHA-256 of
// the cookie's id), the WebAuthn challenges handed out (single use, short
// lived, kept here so any instance can check them) and the audit log. None of
// it holds a lead's personal data: the audit names a lead by its reference.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('staff_members')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Lower-cased.
    .addColumn('email', 'text', (col) => col.notNull().unique())
    // Comma separated region codes, e.g. `in,uk`.
    .addColumn('regions', 'text', (col) => col.notNull())
    .addColumn('careers', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('disabled_at', 'text')
    .execute();
  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) => col.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('staff_passkeys')
    // The WebAuthn credential id, base64url.
    .addColumn('credential_id', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) => col.notNull().references('staff_members.id').onDelete('cascade'))
    // The COSE public key as the authenticator gave it.
    .addColumn('public_key', postgres ? 'bytea' : 'blob', (col) => col.notNull())
    // The signature counter is an unsigned 32-bit number: past PostgreSQL's integer.
    .addColumn('counter', 'bigint', (col) => col.notNull())
    // Comma separated (usb, internal, hybrid…), handed back to the browser at sign-in.
    .addColumn('transports', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_passkeys_staff').on('staff_passkeys').column('staff_id').execute();
  await db.schema
    .createTable('staff_sessions')
    // Shown to its owner to end it; not the cookie's value.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('staff_id', 'text', (col) => col.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    // The absolute limit; the idle one is counted from last_seen_at.
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('from_address', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();
  await db.schema
    .createTable('staff_challenges')
    .addColumn('challenge', 'text', (col) => col.primaryKey())
    // enrol | sign-in
    .addColumn('purpose', 'text', (col) => col.notNull())
    // The invitation an enrolment challenge was given for.
    .addColumn('invitation_id', 'text', (col) => col.references('staff_invitations.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('staff_audit')
    // In the order written: many rows share a millisecond.
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'text', (col) => col.notNull())
    // The staff member who acted (no foreign key: the record outlives any change of theirs), or null for the CLI.
    .addColumn('staff_id', 'text')
    // Who, as read later: the staff member's address, or `cli:<operating-system user>`.
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    // lead, staff, session…; with a reference, never a lead's personal data.
    .addColumn('target_kind', 'text')
    .addColumn('target_ref', 'text')
    .addColumn('from_address', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'staff_audit',
    'staff_challenges',
    'staff_sessions',
    'staff_passkeys',
    'staff_invitations',
    'staff_members',
  ])
    await db.schema.dropTable(table).execute();
}
