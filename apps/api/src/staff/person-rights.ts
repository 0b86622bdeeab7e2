import type { Kysely } from 'kysely';
import type { RightsExport, RightsFound } from '@agency/staff-contract';
import { deleteSubmissions } from '../db/delete-submissions.ts';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { readLeadWork } from './lead-work.ts';
import { readTimeline } from './lead-timeline.ts';
import { leadDetailOf } from './staff-leads.ts';

// A person's rights, across every region and form: the address is matched
// as stored (lower-cased), as `npm run leads -- erase` matches it.

const rowsOf = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('submissions')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export async function findPerson(db: Kysely<Database>, email: string): Promise<RightsFound> {
  const rows = await rowsOf(db, email);
  return {
    leads: rows.map((row) => ({
      reference: row.id,
      receivedAt: row.received_at,
      form: row.form,
      region: row.region,
      spam: row.spam === 1,
    })),
  };
}

/** Everything held about the address: each lead as staff read it, with what staff did with it. */
export async function exportPerson(db: Kysely<Database>, email: string, now: number): Promise<RightsExport> {
  const rows = await rowsOf(db, email);
  const leads = [];
  for (const row of rows) {
    const timeline = await readTimeline(db, row, now);
    const messages = (timeline?.entries ?? []).filter(
      (entry) => entry.kind === 'reply' || entry.kind === 'inbound',
    );
    leads.push({ ...(await leadDetailOf(db, row)), work: await readLeadWork(db, row), messages });
  }
  return { email: email.toLowerCase(), exportedAt: new Date(now).toISOString(), leads };
}

/**
 * Erases every lead of the address with the CLI's own erase
 * (deleteSubmissions: the rows, what hangs off them, and a scrub of the
 * database's files). Resolves with the references found, for the audit log,
 * and the number erased (one that arrived meanwhile is erased too).
 */
export async function erasePerson(
  db: Kysely<Database>,
  engine: Engine,
  email: string,
): Promise<{ references: string[]; erased: number }> {
  const references = (await rowsOf(db, email)).map((row) => row.id);
  const erased = await deleteSubmissions(db, engine, { email: email.toLowerCase() });
  return { references, erased };
}
