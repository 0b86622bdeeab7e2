import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { contactEnquirySchema } from '@agency/contract';
import { staffRegions, type StaffRegion, hourMs } from '@agency/staff-contract';
import { invitationValidityMs } from '../staff/sign-in/staff-limits.ts';

export const staffUsage = `Usage: npm run staff -- <command> [options]

Commands:
  invite <email> --regions R[,R] [--careers] [--admin]
                     add a staff member and mail them a single-use enrolment link (valid ${invitationValidityMs / hourMs} hours)
  reinvite <email>   a new link for someone who lost their device: their passkeys, sessions and
                     earlier links stop working at once
  disable <email>    end all their sessions now; they can no longer sign in
  list               every staff member, their regions and permissions

  R = ${staffRegions.join(' | ')};  --careers: may see job applications and CVs;
  --admin: manages people, the audit log and a person's rights within those regions and permissions
  (every region and --careers: an admin who can do everything)

Mail goes through SMTP_URL from MAIL_FROM; the link is on STAFF_ORIGIN (else http://localhost:STAFF_PORT).
The database must exist: the CLI never creates one (the server does, on its first start).
Exit codes: 0 done, 1 no such staff member, 2 wrong usage, configuration or no database, 3 database error,
4 the mail could not be sent (nothing was kept: run the command again).`;

export class StaffUsageError extends Error {}

export type StaffCommand =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'invite'; email: string; regions: StaffRegion[]; careers: boolean; admin: boolean }
  | { name: 'reinvite' | 'disable'; email: string };

const optionsOf = {
  help: {},
  list: {},
  invite: { regions: { type: 'string' }, careers: { type: 'boolean' }, admin: { type: 'boolean' } },
  reinvite: {},
  disable: {},
} as const satisfies Record<StaffCommand['name'], ParseArgsOptionsConfig>;

function isName(name: string): name is StaffCommand['name'] {
  return Object.hasOwn(optionsOf, name);
}

function address(name: string, positionals: string[]): string {
  const [given] = positionals;
  if (given === undefined || positionals.length !== 1)
    throw new StaffUsageError(`${name} needs exactly one email address`);
  // The forms' own rule for an address: a slip is reported, not stored.
  if (!contactEnquirySchema.shape.email.safeParse(given.trim()).success)
    throw new StaffUsageError(`${name}: not an email address: ${given}`);
  return given.trim().toLowerCase();
}

function regionsOf(value: string | undefined): StaffRegion[] {
  if (value === undefined) throw new StaffUsageError('invite needs --regions, e.g. --regions in,uk');
  const given = value.split(',').map((part) => part.trim());
  const unknown = given.filter((part) => !(staffRegions as readonly string[]).includes(part));
  if (unknown.length > 0 || given.length === 0)
    throw new StaffUsageError(`--regions must list ${staffRegions.join(', ')}, not ${JSON.stringify(value)}`);
  return staffRegions.filter((region) => given.includes(region));
}

/** Reads the command line, or throws StaffUsageError; touches no database. */
export function parseStaffCommand(argv: readonly string[]): StaffCommand {
  const [word, ...rest] = argv;
  if (word === undefined) throw new StaffUsageError('No command given.');
  const name = word === '--help' || word === '-h' ? 'help' : word;
  if (!isName(name)) throw new StaffUsageError(`Unknown command: ${word}`);
  const options: ParseArgsOptionsConfig = optionsOf[name];
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new StaffUsageError(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { values, positionals } = parsed;
  switch (name) {
    case 'help':
    case 'list':
      if (positionals.length > 0) throw new StaffUsageError(`${name} takes no arguments`);
      return { name };
    case 'invite':
      return {
        name,
        email: address(name, positionals),
        regions: regionsOf(typeof values.regions === 'string' ? values.regions : undefined),
        careers: values.careers === true,
        admin: values.admin === true,
      };
    case 'reinvite':
    case 'disable':
      return { name, email: address(name, positionals) };
  }
}
