import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './free-port.ts';
import { withRealClock } from './libfaketime.ts';

const dovecot = '/usr/sbin/dovecot';

export interface ImapTestServer {
  host: string;
  port: number;
  user: string;
  password: string;
  /** INBOUND_IMAP_URL for the user (imap://, plain on loopback) and a mailbox. */
  url(mailbox?: string): string;
  /** Delivers a message as a mail client's arrives: IMAP APPEND of the whole RFC 5322 message. */
  append(raw: Buffer | string, mailbox?: string): Promise<void>;
  /** Many messages appended over one connection (a benchmark's mailbox). */
  appendAll(raws: readonly (Buffer | string)[], mailbox?: string): Promise<void>;
  /** What a mailbox holds now (UID order): each message's flags and bytes. */
  contents(mailbox?: string): Promise<{ uid: number; flags: string[]; source: Buffer }[]>;
  stop(): Promise<void>;
}

/** Options of the throwaway server. */
export interface ImapTestServerOptions {
  /**
   * Accept OAuth2 (XOAUTH2, OAUTHBEARER) instead of passwords, each token
   * checked by POSTing it to this introspection endpoint (RFC 7662), as
   * Dovecot does in front of a provider.
   */
  oauthIntrospectionUrl?: string;
}

/** A connection's first line: the server is up once it greets. */
async function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('* OK'));
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Debian's Dovecot (dovecot-imapd) as a throwaway IMAP server: its own
 * configuration, mail and sockets in a temp directory, one user, IMAP on a
 * free loopback port, stopped and removed by stop(). Run by a normal user,
 * every process and the mail are that user's; run by root (as CI is), Dovecot
 * drops to its own package users (dovecot, dovenull) and the mail is owned by
 * `dovecot`, because it refuses to keep mail as root.
 */
export async function startImapServer(options: ImapTestServerOptions = {}): Promise<ImapTestServer> {
  if (!existsSync(dovecot) || !existsSync('/usr/lib/dovecot/imap'))
    throw new Error('Dovecot is not installed (apt-get install dovecot-imapd).');
  const dir = mkdtempSync(join(tmpdir(), 'agency-imap-'));
  const asRoot = process.getuid?.() === 0;
  const me = userInfo().username;
  const mailUser = asRoot ? 'dovecot' : me;
  const idOf = (flag: string, name: string) =>
    Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  const mail = join(dir, 'mail');
  mkdirSync(mail);
  mkdirSync(join(dir, 'run'));
  if (asRoot) {
    // The mail user must pass through the temp directory (made 0700, root's) to its mail.
    chmodSync(dir, 0o711);
    chownSync(mail, idOf('-u', mailUser), idOf('-g', mailUser));
  }
  const port = await freePort();
  const user = 'replies';
  const password = 'replies-test-password';
  const oauth = options.oauthIntrospectionUrl;
  if (oauth)
    writeFileSync(
      join(dir, 'oauth2.conf.ext'),
      [
        'introspection_mode = post',
        `introspection_url = ${oauth}`,
        'username_attribute = username',
        'active_attribute = active',
        'active_value = true',
        '',
      ].join('\n'),
    );
  const conf = join(dir, 'dovecot.conf');
  writeFileSync(
    conf,
    [
      `base_dir = ${join(dir, 'run')}`,
      // Its own state, and no chroot of the login and anvil services: a normal user may do neither.
      `state_dir = ${join(dir, 'run')}`,
      `instance_name = agency-imap-${port}`,
      'protocols = imap',
      'listen = 127.0.0.1',
      'ssl = no',
      'disable_plaintext_auth = no',
      `auth_mechanisms = ${oauth ? 'xoauth2 oauthbearer' : 'plain login'}`,
      `log_path = ${join(dir, 'dovecot.log')}`,
      `default_internal_user = ${asRoot ? 'dovecot' : me}`,
      `default_internal_group = ${asRoot ? 'dovecot' : idGroup(me)}`,
      `default_login_user = ${asRoot ? 'dovenull' : me}`,
      'first_valid_uid = 0',
      'first_valid_gid = 0',
      `mail_location = maildir:${mail}/%u`,
      'imap_idle_notify_interval = 10 secs',
      oauth
        ? `passdb {\n  driver = oauth2\n  mechanisms = xoauth2 oauthbearer\n  args = ${join(dir, 'oauth2.conf.ext')}\n}`
        : `passdb {\n  driver = static\n  args = password=${password}\n}`,
      `userdb {\n  driver = static\n  args = uid=${mailUser} gid=${asRoot ? mailUser : idGroup(me)} home=${mail}/%u\n}`,
      'service anvil {\n  chroot =\n}',
      `service imap-login {\n  chroot =\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      '',
    ].join('\n'),
  );
  // The mail server is another machine: on the real clock even when the suite's is moved.
  const child = spawn(dovecot, ['-F', '-c', conf], { stdio: 'ignore', env: withRealClock(process.env) });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopChild = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    const end = Date.now() + 20_000;
    while (!(await greets(port))) {
      if (child.exitCode !== null)
        throw new Error(`Dovecot exited at start; see ${join(dir, 'dovecot.log')}`);
      if (Date.now() > end) throw new Error('Dovecot did not answer within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    await stopChild();
    throw error;
  }

  const client = async () => {
    const imap = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
    });
    imap.on('error', () => {});
    await imap.connect();
    return imap;
  };
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    url: (mailbox = '') =>
      `imap://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(mailbox)}`,
    async append(raw, mailbox = 'INBOX') {
      const imap = await client();
      try {
        await imap.mailboxCreate(mailbox).catch(() => {});
        await imap.append(mailbox, raw);
      } finally {
        await imap.logout();
      }
    },
    async appendAll(raws, mailbox = 'INBOX') {
      const imap = await client();
      try {
        await imap.mailboxCreate(mailbox).catch(() => {});
        for (const raw of raws) await imap.append(mailbox, raw);
      } finally {
        await imap.logout();
      }
    },
    async contents(mailbox = 'INBOX') {
      const imap = await client();
      try {
        await imap.mailboxCreate(mailbox).catch(() => {});
        const lock = await imap.getMailboxLock(mailbox);
        try {
          if (imap.mailbox && imap.mailbox.exists === 0) return [];
          const all = await imap.fetchAll('1:*', { uid: true, flags: true, source: true });
          return all.map((m) => ({
            uid: m.uid,
            flags: [...(m.flags ?? [])],
            source: m.source ?? Buffer.alloc(0),
          }));
        } finally {
          lock.release();
        }
      } finally {
        await imap.logout();
      }
    },
    async stop() {
      await stopChild();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The name of a user's primary group. */
function idGroup(name: string): string {
  return execFileSync('id', ['-gn', name], { encoding: 'utf8' }).trim();
}
