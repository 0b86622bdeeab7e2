import type { Kysely } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import { sendInvitation } from '../staff/people/send-invitation.ts';
import {
  disable,
  invite,
  listMembers,
  reinvite,
  type Actor,
  type IssuedInvitation,
} from '../staff/people/staff-directory.ts';
import { regionsOf } from '../staff/sign-in/staff-member.ts';
import { staffUsage, type StaffCommand } from './staff-command.ts';

/** What every `staff` command works with. */
export interface StaffIo {
  db: Kysely<Database>;
  out: (text: string) => void;
  err: (text: string) => void;
  now: () => number;
  actor: Actor;
  /** Sends one mail over SMTP; throws when the relay does not take it. */
  send: (mail: SendMailOptions) => Promise<void>;
  mailFrom: string;
  staffOrigin: string;
}

/** Mails an invitation (sendInvitation) and tells the operator; exit code 4 when it was withdrawn. */
async function mailInvitation(io: StaffIo, issued: IssuedInvitation, firstOne: boolean): Promise<number> {
  const mailer = { send: io.send, from: io.mailFrom, staffOrigin: () => io.staffOrigin };
  const outcome = await sendInvitation(io.db, mailer, issued, firstOne, io.actor, io.now());
  if (!outcome.sent) {
    io.err(
      `The invitation could not be mailed (${outcome.reason}); ` +
        `it was withdrawn${firstOne ? ` and ${issued.member.email} was not added` : ''}. Run the command again.`,
    );
    return 4;
  }
  io.out(`Mailed an enrolment link to ${issued.member.email}, valid until ${issued.expiresAt}.`);
  return 0;
}

/** Runs a parsed command; returns the exit code. */
export async function runStaffCommand(command: StaffCommand, io: StaffIo): Promise<number> {
  switch (command.name) {
    case 'help':
      io.out(staffUsage);
      return 0;
    case 'list': {
      const members = await listMembers(io.db);
      for (const member of members) {
        const roles = [member.careers === 1 ? 'careers' : '', member.admin === 1 ? 'admin' : ''].filter(
          Boolean,
        );
        io.out(
          [
            member.email,
            regionsOf(member).join(','),
            roles.join(',') || '-',
            member.disabled_at === null ? 'active' : `disabled ${member.disabled_at}`,
          ].join('\t'),
        );
      }
      io.err(`${members.length} staff member${members.length === 1 ? '' : 's'}`);
      return 0;
    }
    case 'invite': {
      const outcome = await invite(io.db, command, io.actor, io.now());
      if (outcome === 'exists') {
        io.err(`${command.email} is already a staff member: use reinvite for a new link.`);
        return 2;
      }
      return mailInvitation(io, outcome, true);
    }
    case 'reinvite': {
      const outcome = await reinvite(io.db, command.email, io.actor, io.now());
      if (outcome === 'missing') {
        io.err(`No staff member ${command.email}.`);
        return 1;
      }
      if (outcome === 'disabled') {
        io.err(`${command.email} is disabled: nothing was sent.`);
        return 2;
      }
      return mailInvitation(io, outcome, false);
    }
    case 'disable': {
      const outcome = await disable(io.db, command.email, io.actor, io.now());
      if (outcome === 'missing') {
        io.err(`No staff member ${command.email}.`);
        return 1;
      }
      io.out(
        outcome === 'disabled'
          ? `Disabled ${command.email}; their sessions have ended.`
          : `${command.email} was disabled already.`,
      );
      return 0;
    }
  }
}
