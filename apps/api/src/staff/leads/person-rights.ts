import type { Kysely, Selectable } from 'kysely';
import type { RightsFound } from '@agency/staff-contract';
import {
  deleteSubmissions,
  ScrubIncompleteError,
  scrubDeletedRows,
  type ScrubOptions,
} from '../../db/delete-submissions.ts';
import type { Engine } from '../../db/open-database.ts';
import type { Database, SubmissionsTable } from '../../db/schema.ts';
import { exportPersonZip, type PersonExport } from './person-export.ts';
import { holdsEverything, leadWithin, type Access } from '../sign-in/staff-scope.ts';

// A person's rights: the address is matched as stored (lower-cased), as
// `npm run leads -- erase` matches it. The CLI acts on every lead; an admin
// on those within their access (staff-scope.ts), and the rest are theirs to
// know nothing of: the caller answers as if nothing were held.

type Row = Selectable<SubmissionsTable>;

/** Every lead of the address, newest first, split into those within the access and the rest. */
export async function leadsOfPerson(
  db: Kysely<Database>,
  email: string,
  access?: Access,
): Promise<{ held: Row[]; outside: Row[] }> {
  const rows = await db
    .selectFrom('submissions')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (!access) return { held: rows, outside: [] };
  return {
    held: rows.filter((row) => leadWithin(row, access)),
    outside: rows.filter((row) => !leadWithin(row, access)),
  };
}

export function foundOf(rows: Row[]): RightsFound {
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

/** The ZIP of everything held on these leads of the address (exportPersonZip), for the inbox and the CLI alike. */
export function exportPerson(
  db: Kysely<Database>,
  email: string,
  held: Row[],
  now: number,
): Promise<PersonExport> {
  return exportPersonZip(db, email, held, now);
}

/**
 * Erases the address's leads with the CLI's own erase (deleteSubmissions: the
 * rows, what hangs off them, and a scrub of the database's files): every one
 * without an access, or one that holds everything; else only those within it.
 * Resolves with the number erased (one that arrived meanwhile is erased too)
 * and, when the rows are gone but the scrub could not be proved, why: it is
 * left pending, for the next erase or the hourly purge.
 */
export async function erasePerson(
  db: Kysely<Database>,
  engine: Engine,
  email: string,
  access?: Access,
  options: ScrubOptions = {},
): Promise<{ erased: number; notScrubbed?: ScrubIncompleteError }> {
  const address = email.toLowerCase();
  const erased = await deleteSubmissions(
    db,
    engine,
    !access || holdsEverything(access)
      ? { email: address }
      : {
          email: address,
          within: {
            regions: access.regions,
            ...(access.careers ? {} : { forms: { except: ['job-application'] } }),
          },
        },
    { scrub: 'later' },
  );
  try {
    await scrubDeletedRows(db, engine, options);
    return { erased };
  } catch (error) {
    if (error instanceof ScrubIncompleteError) return { erased, notScrubbed: error };
    throw error;
  }
}
