// The leads bench:inbox stores, written by the database itself in a few
// set-based statements per table (a series of numbers turned into rows), not
// one insert per lead: a million rows in minutes on a shared 2-core machine.
// Every lead is a function of its number `i`, so the bench knows what each
// search should find (leadOf) without reading it back. The triggers of
// migrations 0040 and 0041 run as the rows arrive, as they do for real leads.
import { sql, type Kysely } from 'kysely';
import { dayMs } from '@agency/staff-contract';
import type { Engine } from '../src/db/open-database.ts';
import type { Database } from '../src/db/schema.ts';

const firsts = [
  'Asha',
  'Priya',
  'Rahul',
  'Vikram',
  'Anita',
  'Sunil',
  'Deepa',
  'Arjun',
  'Kavya',
  'Rohan',
  'Meera',
  'Nikhil',
  'Pooja',
  'Sanjay',
  'Divya',
  'Tom',
  'Oliver',
  'Amelia',
  'Harry',
  'Isla',
  'George',
  'Emily',
  'Jack',
  'Sophie',
  'Noah',
  'Grace',
  'Leo',
  'Chloe',
  'Oscar',
  'Ella',
  'Wu',
  'Li',
  'Zara',
  'Farah',
  'Imran',
  'Bilal',
  'Nadia',
  'Yusuf',
  'Tariq',
  'Mina',
];
const lasts = [
  'Verma',
  'Nair',
  'Sharma',
  'Iyer',
  'Patel',
  'Reddy',
  'Gupta',
  'Menon',
  'Rao',
  'Das',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Evans',
  'Thomas',
  'Roberts',
  'Walker',
  'Wright',
  'Hughes',
  'Green',
  'Hall',
  'Wood',
  'Clarke',
  'Khan',
  'Singh',
  'Begum',
  'Ali',
  'Chen',
  'Wang',
  'Kapoor',
  'Bose',
  'Ghosh',
  'Pillai',
  'Joshi',
  'Mehta',
  'Shah',
  'Kumar',
];
const domains = [
  'gmail.com',
  'yahoo.co.in',
  'outlook.com',
  'hotmail.co.uk',
  'rediffmail.com',
  'icloud.com',
  'btinternet.com',
  'proton.me',
  'clinic.in',
  'agency.co.uk',
  'school.org',
  'shop.example',
];
const messages = [
  'We need a new website for our clinic',
  'Looking for SEO help with local search',
  'Please call me about pay per click ads',
  'Our shop needs social media management',
  'Can you build an ecommerce store',
  'Interested in a CRM for our sales team',
  'We want more leads from Google',
  'Hosting for our WordPress site please',
  'An app for our restaurant orders',
  'Redesign of our brochure site',
  'Quote for a landing page',
  'Help with our Google Business profile',
  'Email campaigns for our bakery',
  'A booking system for our salon',
  'Speed up our slow website',
  'Translate our site into Hindi',
  'Logo and brand refresh',
  'Monthly SEO report please',
  'Migrate our shop to a new platform',
  'Content writing for our blog',
];
const notes = [
  'Called, no answer',
  'Left a voicemail',
  'Sent the proposal',
  'Asked for a budget',
  'Meeting booked for next week',
  'Wants a call back after lunch',
  'Not a fit for us',
  'Shared case studies',
  'Waiting on their director',
  'Sent the contract',
];
const positions = [
  'Web Development',
  'SEO Specialist',
  'Content Writer',
  'PPC Analyst',
  'Designer',
  'Account Manager',
];
const sources = ['google', 'newsletter', 'facebook', 'linkedin', 'bing', ''];
const mediums = ['cpc', 'email', 'social', 'organic'];
const pages = [
  '',
  'services/seo',
  'services/ppc',
  'services/website-development',
  'services/social-media',
  'Careers',
  'ContactUs',
  'blog/local-seo',
  'blog/ppc-budgets',
  'about/Who-are',
  'services/crm',
  'uk',
];
const hosts = [
  'google.com',
  'bing.com',
  'facebook.com',
  'linkedin.com',
  'duckduckgo.com',
  't.co',
  'news.example',
  'partner.example',
  '',
];
const steps = ['screening', 'leadership-meeting', 'group-interview', 'role-task', 'hired'];
const enquiryStatuses = ['contacted', 'qualified', 'won', 'lost'];

/** A rare word in one message in this many, and one note in this many. */
export const rareMessageEvery = 10_007;
export const rareNoteEvery = 5_003;

/** What lead `i` is, as the SQL below writes it: for the bench's searches. */
export function leadOf(i: number) {
  const first = firsts[i % firsts.length]!;
  const last = lasts[Math.floor(i / firsts.length) % lasts.length]!;
  const uk = i % 10 >= 7;
  const digits = `${uk ? '07' : '98'}${String((i * 7919) % 100_000_000).padStart(uk ? 9 : 8, '0')}`;
  return {
    id: idOf(i),
    name: `${first} ${last}`,
    email: `${first}.${last}${i}@${domains[i % domains.length]}`.toLowerCase(),
    phone: `${digits.slice(0, 5)} ${digits.slice(5)}`,
  };
}

/** A reference that is a UUID's shape, made of the lead's number (SQLite has no md5 to hash it with). */
export function idOf(i: number): string {
  const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
  return `${hex(i, 8)}-${hex(i % 65_536, 4)}-4${hex(i % 4096, 3)}-a${hex((i * 7) % 4096, 3)}-${hex(i * 31, 12)}`;
}

interface Dialect {
  /** The numbers from `from` to `to` as a table `n` of column `i`, ahead of a select from it. */
  series: (from: number, to: number) => string;
  pick: (items: readonly string[], index: string) => string;
  /** An ISO 8601 instant `ms` milliseconds after the epoch. */
  iso: (ms: string) => string;
  pad: (value: string, width: number) => string;
  hex: (value: string, width: number) => string;
  json: (pairs: [string, string][]) => string;
  int: (value: string) => string;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

const dialects: Record<Engine, Dialect> = {
  sqlite: {
    series: (from, to) =>
      `with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to})`,
    pick: (items, index) => `json_extract(${quote(JSON.stringify(items))}, '$[' || (${index}) || ']')`,
    iso: (ms) => `strftime('%Y-%m-%dT%H:%M:%fZ', (${ms}) / 1000.0, 'unixepoch')`,
    pad: (value, width) => `printf('%0${width}d', ${value})`,
    hex: (value, width) => `printf('%0${width}x', ${value})`,
    json: (pairs) => `json_object(${pairs.map(([key, value]) => `'${key}', ${value}`).join(', ')})`,
    int: (value) => `(${value})`,
  },
  postgres: {
    series: () => '',
    pick: (items, index) => `(array[${items.map(quote).join(', ')}])[1 + (${index})::integer]`,
    iso: (ms) =>
      `to_char(to_timestamp((${ms}) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    pad: (value, width) => `lpad((${value})::text, ${width}, '0')`,
    hex: (value, width) => `lpad(to_hex(${value}), ${width}, '0')`,
    json: (pairs) =>
      `json_build_object(${pairs.map(([key, value]) => `'${key}', ${value}`).join(', ')})::text`,
    int: (value) => `(${value})::bigint`,
  },
};

/** Every column of lead `i`, as SQL of the engine, over a year ending at `endMs`. */
function leadColumns(d: Dialect, count: number, endMs: number) {
  const stepMs = Math.floor((365 * dayMs) / count);
  const start = endMs - count * stepMs;
  const i = 'n.i';
  const uk = `(${i} % 10 >= 7)`;
  const form = `(case when ${uk} then (case when ${i} % 3 = 0 then 'job-application' else 'uk-enquiry' end)
    else ${d.pick(['contact', 'proposal', 'contact', 'job-application'], `${i} % 4`)} end)`;
  const first = d.pick(firsts, `${i} % ${firsts.length}`);
  const last = d.pick(lasts, `(${i} / ${firsts.length}) % ${lasts.length}`);
  const email = `lower(${first} || '.' || ${last} || ${i} || '@' || ${d.pick(domains, `${i} % ${domains.length}`)})`;
  const digits = `(case when ${uk} then '07' || ${d.pad(`(${i} * 7919) % 100000000`, 9)} else '98' || ${d.pad(`(${i} * 7919) % 100000000`, 8)} end)`;
  const phone = `substr(${digits}, 1, 5) || ' ' || substr(${digits}, 6)`;
  const message = `${d.pick(messages, `${i} % ${messages.length}`)} || (case when ${i} % ${rareMessageEvery} = 0 then ' quokka' else '' end)`;
  const body = `(case ${form}
    when 'contact' then ${d.json([
      ['username', `${first} || ' ' || ${last}`],
      ['email', email],
      ['phone', phone],
      ['message', message],
    ])}
    when 'proposal' then ${d.json([
      ['firstName', first],
      ['lastName', last],
      ['email', email],
      ['phoneCode', "'+91'"],
      ['phone', phone],
      ['businessDetails', message],
    ])}
    when 'uk-enquiry' then ${d.json([
      ['name', `${first} || ' ' || ${last}`],
      ['email', email],
      ['phone', phone],
      ['message', message],
    ])}
    else ${d.json([
      ['firstName', first],
      ['lastName', last],
      ['email', email],
      ['phone', phone],
      ['position', d.pick(positions, `${i} % ${positions.length}`)],
      ['coverNote', message],
    ])} end)`;
  const receivedMs = `(${start} + ${d.int(i)} * ${stepMs})`;
  const spam = `(case when ${i} % 50 = 0 then 1 else 0 end)`;
  // A first reply goes to a third of the leads kept (seedLeads), this long after each arrived.
  const replied = `(${i} % 50 <> 0 and ${i} % 3 = 0)`;
  const firstReplyAt = d.iso(`${receivedMs} + ((${i} * 37) % 4320 + 5) * 60000`);
  const nullIfEmpty = (value: string) => `nullif(${value}, '')`;
  return {
    i,
    form,
    spam,
    receivedMs,
    replied,
    firstReplyAt,
    id: `${d.hex(i, 8)} || '-' || ${d.hex(`${i} % 65536`, 4)} || '-4' || ${d.hex(`${i} % 4096`, 3)} || '-a' || ${d.hex(`(${i} * 7) % 4096`, 3)} || '-' || ${d.hex(`${d.int(i)} * 31`, 12)}`,
    columns: {
      form,
      region: `(case when ${uk} then 'uk' else 'in' end)`,
      received_at: d.iso(receivedMs),
      body,
      email,
      consent: `(case when ${form} in ('proposal', 'uk-enquiry') then 1 end)`,
      spam,
      spam_reasons: `(case when ${i} % 50 = 0 or ${i} % 97 = 0 then 'many-links' else '' end)`,
      utm_source: nullIfEmpty(d.pick(sources, `${i} % ${sources.length}`)),
      utm_medium: `(case when ${i} % 6 = 5 then null else ${d.pick(mediums, `${i} % ${mediums.length}`)} end)`,
      utm_campaign: `(case when ${i} % 3 = 0 then null else 'campaign-' || (${i} % 30) end)`,
      landing_page: `'/' || ${d.pick(pages, `${i} % ${pages.length}`)} || (case when ${i} % 2 = 0 then '?gclid=' || ${i} else '' end)`,
      referrer_host: nullIfEmpty(d.pick(hosts, `${i} % ${hosts.length}`)),
      // Who waits (migration 0031): the replied leads no longer do; Needs a reply lists the rest.
      last_reply_at: `(case when ${replied} then ${firstReplyAt} end)`,
    },
  };
}

/**
 * `count` leads over the year ending at `endMs`, 70% India, 2% spam held and
 * 1% released, the four forms mixed; every application taken some way
 * through the hiring steps (some rejected or withdrawn), a quarter of the
 * enquiries worked, notes on a fifth of the leads, a first reply to a third,
 * an answer from a seventh. Reports what it did as it goes.
 */
export async function seedLeads(
  db: Kysely<Database>,
  engine: Engine,
  count: number,
  endMs: number,
  log: (line: string) => void,
): Promise<void> {
  const d = dialects[engine];
  const lead = leadColumns(d, count, endMs);
  const batch = 100_000;
  const run = async (what: string, statement: (from: number, to: number) => string) => {
    const started = performance.now();
    for (let from = 0; from < count; from += batch) {
      const to = Math.min(count, from + batch) - 1;
      await sql.raw(statement(from, to)).execute(db);
    }
    log(`    ${what} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  };
  const numbers = (from: number, to: number) =>
    engine === 'postgres' ? `generate_series(${from}::bigint, ${to}) as n(i)` : 'n';
  const rows = (from: number, to: number, columns: string, where = 'true', join = '') =>
    `${d.series(from, to)} select ${columns} from ${numbers(from, to)} ${join} where ${where}`;
  const notSpam = `${lead.spam} = 0`;
  const application = `${lead.form} = 'job-application'`;

  await run('leads, indexed and counted', (from, to) => {
    const columns = Object.entries(lead.columns);
    return `insert into submissions (id, ${columns.map(([name]) => name).join(', ')})
      ${rows(from, to, [lead.id, ...columns.map(([, value]) => value)].join(', '))}`;
  });

  const furthest = `(${lead.i} % 6)`;
  const closed = `(case when ${furthest} < 5 and ${lead.i} % 7 = 0 then 'rejected' when ${furthest} < 5 and ${lead.i} % 11 = 0 then 'withdrawn' end)`;
  const stepAt = (k: string) => d.iso(`${lead.receivedMs} + ${k} * 172800000 + (${lead.i} % 24) * 3600000`);
  const stepTable = steps.map((step, k) => `select ${k + 1} as k, '${step}' as status`).join(' union all ');
  await run(
    'hiring steps',
    (from, to) => `insert into lead_status_changes (submission_id, status, "by", at)
    ${rows(from, to, `${lead.id}, s.status, 'bench@agency.example', ${stepAt('s.k')}`, `${application} and ${notSpam} and s.k <= ${furthest}`, `join (${stepTable}) s on true`)}`,
  );
  await run(
    'applications closed',
    (from, to) => `insert into lead_status_changes (submission_id, status, "by", at)
    ${rows(from, to, `${lead.id}, ${closed}, 'bench@agency.example', ${stepAt(`(${furthest} + 1)`)}`, `${application} and ${notSpam} and ${closed} is not null`)}`,
  );
  const enquiryStatus = d.pick(enquiryStatuses, `(${lead.i} / 4) % 4`);
  const worked = `(${application} and (${furthest} > 0 or ${closed} is not null)) or (not ${application} and ${lead.i} % 4 = 1)`;
  const state = `(case when ${application} then coalesce(${closed}, ${d.pick(steps, `(${furthest} + 4) % 5`)}) else ${enquiryStatus} end)`;
  await run(
    'enquiries worked',
    (from, to) => `insert into lead_status_changes (submission_id, status, "by", at)
    ${rows(from, to, `${lead.id}, ${enquiryStatus}, 'bench@agency.example', ${stepAt('1')}`, `not ${application} and ${notSpam} and ${lead.i} % 4 = 1`)}`,
  );
  await run(
    'statuses',
    (from, to) => `insert into lead_states (submission_id, status, assignee_id, updated_at)
    ${rows(from, to, `${lead.id}, ${state}, null, ${stepAt('6')}`, `${notSpam} and (${worked})`)}`,
  );

  const note = `${d.pick(notes, `${lead.i} % ${notes.length}`)} || (case when ${lead.i} % ${rareNoteEvery} = 0 then ', pergola' else '' end)`;
  await run(
    'notes',
    (from, to) => `insert into lead_notes (id, submission_id, text, author, at)
    ${rows(from, to, `'note-' || ${lead.i}, ${lead.id}, ${note}, 'bench@agency.example', ${stepAt('1')}`, `${lead.i} % 5 = 0`)}`,
  );
  const sentAt = lead.firstReplyAt;
  await run(
    'first replies',
    (from, to) => `insert into lead_replies (id, submission_id, staff_id, author, subject, body, template,
      message_id, in_reply_to, "references", created_at, send_after, cancelled_at, cancelled_by, bounced_at, bounce_reason,
      attempts, queued_at, next_attempt_at, locked_until, sent_at, last_error)
    ${rows(
      from,
      to,
      `'reply-' || ${lead.i}, ${lead.id}, null, 'bench@agency.example', 'Your enquiry', 'Thank you for getting in touch, we will call you today.', null,
      '<reply-' || ${lead.i} || '@agency.example>', null, null, ${sentAt}, ${sentAt}, null, null, null, null,
      1, ${sentAt}, ${sentAt}, null, ${sentAt}, null`,
      lead.replied,
    )}`,
  );
  await run(
    'answers',
    (
      from,
      to,
    ) => `insert into lead_inbound (id, submission_id, message_id, in_reply_to, from_address, subject, body,
      sent_at, received_at, dkim, spf, dmarc)
    ${rows(
      from,
      to,
      `'inbound-' || ${lead.i}, ${lead.id}, '<answer-' || ${lead.i} || '@mail.example>', null, ${lead.columns.email}, 'Re: Your enquiry',
      'Thanks, Tuesday afternoon suits us.', null, ${sentAt}, 'pass', 'pass', 'pass'`,
      `${notSpam} and ${lead.i} % 7 = 0`,
    )}`,
  );
}
