import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { enrolmentPagePath } from '@agency/staff-contract';
import type { InboxServer } from './inbox-server.ts';

const repoRoot = join(import.meta.dirname, '../../..');

/** `npm run staff -- invite <email> <options>` on the server's database, as an admin runs it. */
export function inviteStaff(server: InboxServer, email: string, options: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [join(repoRoot, 'apps/api/src/cli/staff.ts'), 'invite', email, ...options],
      { env: { ...server.env, STAFF_ORIGIN: server.staffOrigin } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

/** The enrolment link of the invitation mailed to this address, as its reader would click it. */
export async function invitationLink(server: InboxServer, email: string): Promise<string> {
  const mail = server.mails.find((received) => received.to.includes(email));
  if (!mail) throw new Error(`no mail to ${email}`);
  const { text } = await simpleParser(mail.raw);
  const pattern = new RegExp(`${server.staffOrigin}${enrolmentPagePath}#[A-Za-z0-9_-]{22}`);
  const link = pattern.exec(text ?? '')?.[0];
  if (!link) throw new Error(`no enrolment link in:\n${text}`);
  return link;
}
