import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { statusesOf, type LeadStatus, type LeadWork, type StaffFormKind } from '@agency/staff-contract';
import type { Database } from '../../db/schema.ts';
import { regionsOf, type StaffMemberRow } from '../sign-in/staff-member.ts';

/** A lead the member may see (leadInScope): what working on it needs. */
export interface WorkedLead {
  id: string;
  form: StaffFormKind;
  region: string;
}

/** The lead's status, its history, notes and assignee. */
export async function readLeadWork(db: Kysely<Database>, lead: WorkedLead): Promise<LeadWork> {
  const state = await db
    .selectFrom('lead_states as s')
    .leftJoin('staff_members as m', 'm.id', 's.assignee_id')
    .select(['s.status', 'm.email'])
    .where('s.submission_id', '=', lead.id)
    .executeTakeFirst();
  const history = await db
    .selectFrom('lead_status_changes')
    .select(['status', 'at', 'by'])
    .where('submission_id', '=', lead.id)
    .orderBy('id')
    .execute();
  const notes = await db
    .selectFrom('lead_notes')
    .select(['id', 'text', 'at', 'author'])
    .where('submission_id', '=', lead.id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return {
    status: (state?.status ?? statusesOf(lead.form)[0]) as LeadStatus,
    history: history.map((row) => ({ ...row, status: row.status as LeadStatus })),
    notes,
    assignee: state?.email ?? null,
  };
}

/** The current-state row, written whole: whichever of status and assignee is not given stays. */
async function saveState(
  trx: Kysely<Database>,
  lead: WorkedLead,
  change: { status?: LeadStatus; assigneeId?: string | null },
  at: string,
): Promise<void> {
  const current = await trx
    .selectFrom('lead_states')
    .select(['status', 'assignee_id'])
    .where('submission_id', '=', lead.id)
    .executeTakeFirst();
  const status = change.status ?? current?.status ?? statusesOf(lead.form)[0] ?? '';
  const assignee = change.assigneeId === undefined ? (current?.assignee_id ?? null) : change.assigneeId;
  if (current)
    await trx
      .updateTable('lead_states')
      .set({ status, assignee_id: assignee, updated_at: at })
      .where('submission_id', '=', lead.id)
      .execute();
  else
    await trx
      .insertInto('lead_states')
      .values({ submission_id: lead.id, status, assignee_id: assignee, updated_at: at })
      .execute();
}

/** Moves the lead to a status of its own form's list; 'wrong-status' for another's (an enquiry is never hired). */
export async function changeStatus(
  db: Kysely<Database>,
  lead: WorkedLead,
  status: LeadStatus,
  by: string,
  now: number,
): Promise<'changed' | 'wrong-status'> {
  if (!statusesOf(lead.form).includes(status)) return 'wrong-status';
  const at = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    await saveState(trx, lead, { status }, at);
    await trx.insertInto('lead_status_changes').values({ submission_id: lead.id, status, by, at }).execute();
  });
  return 'changed';
}

export async function addNote(
  db: Kysely<Database>,
  lead: WorkedLead,
  text: string,
  author: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('lead_notes')
    .values({ id: randomUUID(), submission_id: lead.id, text, author, at: new Date(now).toISOString() })
    .execute();
}

/** The enabled staff members who can see the lead: its region's, and careers staff for an application. */
export async function assigneesOf(db: Kysely<Database>, lead: WorkedLead): Promise<StaffMemberRow[]> {
  const members = await db
    .selectFrom('staff_members')
    .selectAll()
    .where('disabled_at', 'is', null)
    .orderBy('email')
    .execute();
  return members.filter(
    (member) =>
      (regionsOf(member) as string[]).includes(lead.region) &&
      (lead.form !== 'job-application' || member.careers === 1),
  );
}

/**
 * Assigns the lead to someone who can see it, or to nobody; 'not-assignable'
 * for anyone else. The change is kept with who made it and when, for the
 * lead's timeline.
 */
export async function assign(
  db: Kysely<Database>,
  lead: WorkedLead,
  email: string | null,
  now: number,
  by: string,
): Promise<'assigned' | 'not-assignable'> {
  let assignee: StaffMemberRow | null = null;
  if (email !== null) {
    const member = (await assigneesOf(db, lead)).find((m) => m.email === email.toLowerCase());
    if (!member) return 'not-assignable';
    assignee = member;
  }
  const at = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    await saveState(trx, lead, { assigneeId: assignee?.id ?? null }, at);
    await trx
      .insertInto('lead_assignee_changes')
      .values({ submission_id: lead.id, assignee: assignee?.email ?? null, by, at })
      .execute();
  });
  return 'assigned';
}
