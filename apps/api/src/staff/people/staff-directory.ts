import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffRegion } from '@agency/staff-contract';
import type { Database } from '../../db/schema.ts';
import { writeAudit } from '../sign-in/staff-audit.ts';
import { invitationValidityMs } from '../sign-in/staff-limits.ts';
import type { StaffMemberRow } from '../sign-in/staff-member.ts';
import { hashSecret, newSecret } from '../sign-in/staff-secrets.ts';

export interface NewStaffMember {
  email: string;
  regions: StaffRegion[];
  careers: boolean;
  admin: boolean;
}

/** An invitation just issued: the secret exists here and in the mail only. */
export interface IssuedInvitation {
  member: StaffMemberRow;
  secret: string;
  expiresAt: string;
}

export type InviteOutcome = IssuedInvitation | 'exists';
export type ReinviteOutcome = IssuedInvitation | 'missing' | 'disabled';

/** Who did it, for the audit log. */
export interface Actor {
  actor: string;
  staffId: string | null;
  fromAddress: string;
}

async function issue(trx: Kysely<Database>, staffId: string, now: number) {
  const secret = newSecret();
  const expiresAt = new Date(now + invitationValidityMs).toISOString();
  await trx
    .insertInto('staff_invitations')
    .values({
      id: randomUUID(),
      staff_id: staffId,
      secret_hash: hashSecret(secret),
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { secret, expiresAt };
}

export async function findMember(db: Kysely<Database>, email: string) {
  return db.selectFrom('staff_members').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * A new staff member and their first invitation, in one transaction: the
 * caller mails the secret and, should the mail fail, withdraws it
 * (withdrawInvitee), so no member is left with an invitation nobody has.
 */
export async function invite(
  db: Kysely<Database>,
  person: NewStaffMember,
  by: Actor,
  now: number,
): Promise<InviteOutcome> {
  return db.transaction().execute(async (trx) => {
    if (await findMember(trx, person.email)) return 'exists';
    const member: StaffMemberRow = {
      id: randomUUID(),
      email: person.email,
      regions: person.regions.join(','),
      careers: person.careers ? 1 : 0,
      admin: person.admin ? 1 : 0,
      created_at: new Date(now).toISOString(),
      disabled_at: null,
    };
    await trx.insertInto('staff_members').values(member).execute();
    const issued = await issue(trx, member.id, now);
    await writeAudit(trx, {
      ...by,
      at: now,
      action: 'staff.invited',
      target: { kind: 'staff', ref: member.id },
    });
    return { member, ...issued };
  });
}

/**
 * A new invitation for someone who lost their device: every earlier invitation
 * is withdrawn, and their passkeys and sessions are removed at once, since a
 * lost device may be in anyone's hands. The only way back in is this link.
 */
export async function reinvite(
  db: Kysely<Database>,
  email: string,
  by: Actor,
  now: number,
): Promise<ReinviteOutcome> {
  return db.transaction().execute(async (trx) => {
    const member = await findMember(trx, email);
    if (!member) return 'missing';
    if (member.disabled_at !== null) return 'disabled';
    await trx.deleteFrom('staff_invitations').where('staff_id', '=', member.id).execute();
    await trx.deleteFrom('staff_passkeys').where('staff_id', '=', member.id).execute();
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', member.id).execute();
    const issued = await issue(trx, member.id, now);
    await writeAudit(trx, {
      ...by,
      at: now,
      action: 'staff.reinvited',
      target: { kind: 'staff', ref: member.id },
    });
    return { member, ...issued };
  });
}

/** An invitation whose mail could not be sent: gone, with the member it created if it was their first. */
export async function withdrawInvitation(
  db: Kysely<Database>,
  issued: IssuedInvitation,
  firstOne: boolean,
  by: Actor,
  now: number,
) {
  await db.transaction().execute(async (trx) => {
    await writeAudit(trx, {
      ...by,
      at: now,
      action: 'staff.invitation-withdrawn',
      target: { kind: 'staff', ref: issued.member.id },
    });
    await trx.deleteFrom('staff_invitations').where('secret_hash', '=', hashSecret(issued.secret)).execute();
    if (firstOne) await trx.deleteFrom('staff_members').where('id', '=', issued.member.id).execute();
  });
}

/** Disables a member: all their sessions end and their invitations are withdrawn, in one transaction. */
export async function disable(
  db: Kysely<Database>,
  email: string,
  by: Actor,
  now: number,
): Promise<'disabled' | 'already' | 'missing'> {
  return db.transaction().execute(async (trx) => {
    const member = await findMember(trx, email);
    if (!member) return 'missing';
    if (member.disabled_at !== null) return 'already';
    await trx
      .updateTable('staff_members')
      .set({ disabled_at: new Date(now).toISOString() })
      .where('id', '=', member.id)
      .execute();
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', member.id).execute();
    await trx.deleteFrom('staff_invitations').where('staff_id', '=', member.id).execute();
    await writeAudit(trx, {
      ...by,
      at: now,
      action: 'staff.disabled',
      target: { kind: 'staff', ref: member.id },
    });
    return 'disabled';
  });
}

/** New regions and permissions for a member; they apply to their very next request (sessions read them). */
export async function changeAccess(
  db: Kysely<Database>,
  id: string,
  access: Omit<NewStaffMember, 'email'>,
  by: Actor,
  now: number,
): Promise<'changed' | 'missing'> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('staff_members')
      .set({
        regions: access.regions.join(','),
        careers: access.careers ? 1 : 0,
        admin: access.admin ? 1 : 0,
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return 'missing';
    await writeAudit(trx, {
      ...by,
      at: now,
      action: 'staff.access-changed',
      target: { kind: 'staff', ref: id },
    });
    return 'changed';
  });
}

export async function listMembers(db: Kysely<Database>) {
  return db.selectFrom('staff_members').selectAll().orderBy('email').execute();
}
