import { writeFile } from 'node:fs/promises';
import { exportPerson, leadsOfPerson } from '../staff/leads/person-rights.ts';
import type { LeadsIo } from './leads-io.ts';

/**
 * `leads export-person <address> --out <file>`: the very ZIP the inbox's
 * export downloads (exportPerson), of every lead of the address, written to a
 * new file (never over one) readable by its owner alone. Exit 1 when nothing
 * is held about the address: no file is written.
 */
export async function exportPersonCommand(io: LeadsIo, email: string, out: string): Promise<number> {
  const { held } = await leadsOfPerson(io.db, email);
  if (held.length === 0) {
    io.err(`Nothing is held about ${email}; no file was written.`);
    return 1;
  }
  const now = (io.now?.() ?? new Date()).getTime();
  const { zip, described } = await exportPerson(io.db, email, held, now);
  try {
    await writeFile(out, zip, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      io.err(`${out} already exists: choose a new file name.`);
      return 2;
    }
    throw error;
  }
  const files = described.leads.reduce(
    (n, lead) =>
      n +
      (lead.cv ? 1 : 0) +
      lead.conversation.messagesIn.reduce((m, message) => m + message.attachments.length, 0),
    0,
  );
  const leads = held.length === 1 ? '1 lead' : `${held.length} leads`;
  io.out(
    `Wrote everything held about ${email} to ${out}: ${leads}, personal-data.json and ${files} file${files === 1 ? '' : 's'}.`,
  );
  return 0;
}
