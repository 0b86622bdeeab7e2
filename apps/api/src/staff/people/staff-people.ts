import type { Kysely } from 'kysely';
import type { StaffPerson } from '@agency/staff-contract';
import type { Database } from '../../db/schema.ts';
import { regionsOf } from '../sign-in/staff-member.ts';

/** Every staff member as admins see them, by address; whether each has a passkey. */
export async function listPeople(db: Kysely<Database>, id?: string): Promise<StaffPerson[]> {
  let query = db
    .selectFrom('staff_members as m')
    .selectAll('m')
    .select((eb) =>
      eb
        .exists(eb.selectFrom('staff_passkeys as p').select('p.staff_id').whereRef('p.staff_id', '=', 'm.id'))
        .as('enrolled'),
    )
    .orderBy('m.email');
  if (id !== undefined) query = query.where('m.id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    regions: regionsOf(row),
    careers: row.careers === 1,
    admin: row.admin === 1,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
    // SQLite answers 0/1, PostgreSQL a boolean.
    enrolled: Boolean(row.enrolled),
  }));
}

export async function findPerson(db: Kysely<Database>, id: string): Promise<StaffPerson | undefined> {
  return (await listPeople(db, id))[0];
}
