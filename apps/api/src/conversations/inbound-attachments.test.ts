import { randomUUID } from 'node:crypto';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCvMaxBytes } from '@agency/contract';
import { ConfigError, loadConfig } from '../config.ts';
import { sampleDocx, sampleOdt, samplePdf } from '@agency/document-samples';
import { replyMail } from '../test-support/reply-mail.ts';
import { seedLead } from '../test-support/seed-lead.ts';
import { createTestDatabase, engines, type TestDatabase } from '../test-support/test-api.ts';
import { keptAttachments } from './inbound-attachments.ts';
import { fileInbound, type FilingContext } from './inbound-filing.ts';
import { replyAddress, replyTokenFor } from './reply-token.ts';
import { zipDirectory } from './zip-directory.ts';

const replyMailbox = 'replies@agency.example';
const megabyte = 1024 * 1024;

/** A DOCX whose padding is `megabytes` of zeros, deflated: a Word-shaped zip bomb (~1,000 to 1). */
function wordBomb(megabytes: number): Buffer {
  const parts = unzipSync(sampleDocx({ marker: 'Bomb' }));
  return Buffer.from(
    zipSync({ ...parts, 'word/media/padding.bin': [new Uint8Array(megabytes * megabyte), { level: 9 }] }),
  );
}

/** Where a ZIP's end record and central directory are, to change what they declare. */
function directoryOf(zip: Buffer): { end: number; offset: number; entryAt: (name: string) => number } {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const offset = zip.readUInt32LE(end + 16);
  return {
    end,
    offset,
    entryAt: (name) => {
      let at = offset;
      while (at < end) {
        const nameLength = zip.readUInt16LE(at + 28);
        if (zip.toString('latin1', at + 46, at + 46 + nameLength) === name) return at;
        at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      }
      throw new Error(`no entry ${name}`);
    },
  };
}

/** A copy of `zip` whose central directory declares `size` bytes uncompressed for `name`. */
function declaring(zip: Uint8Array, name: string, size: number): Buffer {
  const copy = Buffer.from(zip);
  copy.writeUInt32LE(size, directoryOf(copy).entryAt(name) + 24);
  return copy;
}

describe.each(engines)('the attachments of an inbound message filed on %s', (engine) => {
  let database: TestDatabase;
  let context: FilingContext;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    context = { db: database.db, replyMailbox, authservId: undefined, cvMaxBytes: defaultCvMaxBytes };
  });
  afterAll(() => database.drop());

  const newLead = async () => {
    const lead = await seedLead(database.db, {
      form: 'contact',
      region: 'in',
      email: `asha-${randomUUID().slice(0, 8)}@example.com`,
    });
    return { lead, to: replyAddress(replyMailbox, await replyTokenFor(database.db, lead, new Date())) };
  };
  const filed = async (messageId: string) => {
    const row = await database.db
      .selectFrom('lead_inbound')
      .select(['id', 'attachments_dropped'])
      .where('message_id', '=', messageId)
      .executeTakeFirstOrThrow();
    const files = await database.db
      .selectFrom('lead_inbound_attachments')
      .select(['file_name', 'media_type', 'content'])
      .where('inbound_id', '=', row.id)
      .execute();
    return {
      dropped: row.attachments_dropped,
      files: files.map((f) => ({ ...f, text: Buffer.from(f.content).toString('latin1') })),
    };
  };

  it('keeps the first 10 attachments of a message and counts the 11th as not kept', async () => {
    const { lead, to } = await newLead();
    const raw = await replyMail({
      to,
      text: 'Eleven CVs',
      messageId: '<eleven@example.com>',
      attachments: Array.from({ length: 11 }, (_, i) => ({
        filename: `cv-${i + 1}.pdf`,
        content: Buffer.from(samplePdf({ marker: `Attachment #${i + 1}#` })),
      })),
    });
    expect(await fileInbound(context, raw)).toEqual({ outcome: 'filed', leadId: lead });
    const { dropped, files } = await filed('<eleven@example.com>');
    expect(dropped).toBe(1);
    expect(files).toHaveLength(10);
    for (let i = 1; i <= 10; i += 1)
      expect(files.some((f) => f.text.includes(`Attachment #${i}#`))).toBe(true);
    expect(files.some((f) => f.text.includes('Attachment #11#'))).toBe(false);
  });

  it('keeps as many as INBOUND_ATTACHMENTS_MAX says', async () => {
    const { to } = await newLead();
    const raw = await replyMail({
      to,
      text: 'Three CVs',
      messageId: '<three@example.com>',
      attachments: [1, 2, 3].map((i) => ({
        filename: `cv-${i}.pdf`,
        content: Buffer.from(samplePdf({ marker: `Attachment #${i}#` })),
      })),
    });
    expect((await fileInbound({ ...context, attachmentsMax: 2 }, raw)).outcome).toBe('filed');
    const { dropped, files } = await filed('<three@example.com>');
    expect(dropped).toBe(1);
    expect(files.map((f) => f.text.match(/Attachment #\d#/)?.[0])).toEqual([
      'Attachment #1#',
      'Attachment #2#',
    ]);
  });

  it('drops a Word-shaped zip bomb and counts it, files the message, and keeps a real DOCX and ODT beside it', async () => {
    const { lead, to } = await newLead();
    const bomb = wordBomb(60);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(zipDirectory(bomb)?.uncompressedBytes).toBeGreaterThan(60 * megabyte);
    const raw = await replyMail({
      to,
      text: 'My CV',
      messageId: '<bomb@example.com>',
      attachments: [
        { filename: 'cv.docx', content: bomb },
        { filename: 'real.docx', content: Buffer.from(sampleDocx({ marker: 'Real Word CV' })) },
        { filename: 'real.odt', content: Buffer.from(sampleOdt({ marker: 'Real OpenDocument CV' })) },
      ],
    });
    expect(await fileInbound(context, raw)).toEqual({ outcome: 'filed', leadId: lead });
    const { dropped, files } = await filed('<bomb@example.com>');
    expect(dropped).toBe(1);
    expect(files.map((f) => f.media_type)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
    ]);
    expect(files[0]!.text).toContain('Real Word CV');
    expect(files[1]!.text).toContain('Real OpenDocument CV');
  });
});

describe('a DOCX or ODT kept by what its ZIP directory declares', () => {
  const kept = (content: Buffer) =>
    keptAttachments([{ content }], 'ref', defaultCvMaxBytes).kept.length === 1;

  it('keeps one that unpacks to at most 100 times its size and 50 MB', () => {
    const docx = Buffer.from(sampleDocx({ size: 600 * 1024 }));
    expect(kept(docx)).toBe(true);
    expect(kept(declaring(docx, 'word/media/padding.bin', 50 * megabyte - 100_000))).toBe(true);
    expect(kept(declaring(docx, 'word/media/padding.bin', 50 * megabyte))).toBe(false);
    const small = Buffer.from(sampleDocx());
    expect(kept(declaring(small, 'word/document.xml', 100 * small.length - 5_000))).toBe(true);
    expect(kept(declaring(small, 'word/document.xml', 100 * small.length))).toBe(false);
    const odt = Buffer.from(sampleOdt());
    expect(kept(odt)).toBe(true);
    expect(kept(declaring(odt, 'content.xml', 100 * odt.length))).toBe(false);
  });

  it('refuses a directory that is not exactly consistent', () => {
    const docx = Buffer.from(sampleDocx());
    const { end, offset, entryAt } = directoryOf(docx);
    expect(zipDirectory(docx)).toMatchObject({ entries: 3 });
    const changed = (change: (zip: Buffer) => void) => {
      const copy = Buffer.from(docx);
      change(copy);
      return copy;
    };
    const refused = [
      // ZIP64: a size, a local header's offset, the entry count or the directory's offset at its maximum;
      // ZIP64's own end records between the directory and the end record.
      declaring(docx, 'word/document.xml', 0xffffffff),
      changed((zip) => zip.writeUInt32LE(0xffffffff, entryAt('word/document.xml') + 20)),
      changed((zip) => zip.writeUInt32LE(0xffffffff, entryAt('word/document.xml') + 42)),
      changed((zip) => {
        zip.writeUInt16LE(0xffff, end + 8);
        zip.writeUInt16LE(0xffff, end + 10);
      }),
      changed((zip) => zip.writeUInt32LE(0xffffffff, end + 16)),
      Buffer.concat([
        docx.subarray(0, end),
        Buffer.from([0x50, 0x4b, 0x06, 0x07]),
        Buffer.alloc(16),
        docx.subarray(end),
      ]),
      // Counts that disagree, an entry more or fewer than the directory holds.
      changed((zip) => zip.writeUInt16LE(2, end + 8)),
      changed((zip) => {
        zip.writeUInt16LE(4, end + 8);
        zip.writeUInt16LE(4, end + 10);
      }),
      changed((zip) => {
        zip.writeUInt16LE(2, end + 8);
        zip.writeUInt16LE(2, end + 10);
      }),
      // A directory elsewhere than before the end record, an entry without its signature.
      changed((zip) => zip.writeUInt32LE(offset + 1, end + 16)),
      changed((zip) => zip.writeUInt32LE(0, entryAt('word/document.xml'))),
      // A local header that is not where the directory says; a name running past the directory.
      changed((zip) => zip.writeUInt32LE(7, entryAt('word/document.xml') + 42)),
      changed((zip) => zip.writeUInt16LE(0xfff0, entryAt('word/document.xml') + 28)),
      // Another disk; bytes after the end record; cut short.
      changed((zip) => zip.writeUInt16LE(1, end + 4)),
      Buffer.concat([docx, Buffer.from('trailing')]),
      docx.subarray(0, docx.length - 1),
    ];
    for (const zip of refused) {
      expect(zipDirectory(zip)).toBeUndefined();
      expect(kept(zip)).toBe(false);
    }
  });

  it('leaves a PDF or RTF of any make-up to the CV rules alone', () => {
    expect(kept(Buffer.from(samplePdf({ size: 100_000 })))).toBe(true);
    expect(kept(Buffer.concat([Buffer.from(samplePdf()), Buffer.from(zipSync({ a: strToU8('PK') }))]))).toBe(
      true,
    );
  });
});

describe('INBOUND_ATTACHMENTS_MAX', () => {
  const inbound = { REPLY_MAILBOX: replyMailbox, INBOUND_IMAP_URL: 'imaps://u:p@imap.example.com' };
  const problem = (value: string) => {
    try {
      loadConfig({ ...inbound, INBOUND_ATTACHMENTS_MAX: value });
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
    }
    return 'accepted';
  };

  it('is 10 unless set, and any whole number from 0 to 100', () => {
    expect(loadConfig(inbound).inbound?.attachmentsMax).toBe(10);
    expect(loadConfig({ ...inbound, INBOUND_ATTACHMENTS_MAX: '0' }).inbound?.attachmentsMax).toBe(0);
    expect(loadConfig({ ...inbound, INBOUND_ATTACHMENTS_MAX: '100' }).inbound?.attachmentsMax).toBe(100);
  });

  it('refuses anything else, saying what it must be', () => {
    for (const value of ['ten', '-1', '2.5', '101'])
      expect(problem(value)).toContain(
        'INBOUND_ATTACHMENTS_MAX: must be a whole number of attachments from 0 to 100',
      );
  });
});
