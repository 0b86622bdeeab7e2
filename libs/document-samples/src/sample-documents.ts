import { randomBytes } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';

/** What a sample holds beyond the bare document. */
export interface SampleOptions {
  /** Text written into the document, to be looked for later (in mails, on disk). */
  marker?: string;
  /** Padded with random bytes (incompressible) to at least this many bytes. */
  size?: number;
}

const padding = (have: number, size = 0) => randomBytes(Math.max(0, size - have));

/** A PDF: header, one page object, a stream of padding, trailer. */
export function samplePdf({ marker = 'Curriculum vitae', size }: SampleOptions = {}): Uint8Array {
  const head = Buffer.from(
    `%PDF-1.7\n% ${marker}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
      `2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n` +
      `4 0 obj << /Title (${marker}) >>\nstream\n`,
  );
  const tail = Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R /Info 4 0 R >>\n%%EOF\n');
  return Buffer.concat([head, padding(head.length + tail.length, size), tail]);
}

/** A ZIP of these entries, stored (not deflated), so what they hold is in its bytes as written. */
function storedZip(entries: [name: string, content: Uint8Array][]): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, content] of entries) zippable[name] = [content, { level: 0 }];
  return zipSync(zippable);
}

const wordXml = (marker: string) =>
  strToU8(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body><w:p><w:r><w:t>${marker}</w:t></w:r></w:p></w:body></w:document>`,
  );

/** A Word document: the parts a DOCX needs, and padding as an embedded file. */
export function sampleDocx({ marker = 'Curriculum vitae', size }: SampleOptions = {}): Uint8Array {
  const parts: [string, Uint8Array][] = [
    [
      '[Content_Types].xml',
      strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    ],
    [
      '_rels/.rels',
      strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    ],
    ['word/document.xml', wordXml(marker)],
  ];
  const bare = storedZip(parts).length;
  return size && size > bare
    ? storedZip([...parts, ['word/media/padding.bin', padding(bare + 200, size)]])
    : storedZip(parts);
}

/** An OpenDocument text: `mimetype` first and stored, as the format requires, then its content. */
export function sampleOdt({ marker = 'Curriculum vitae' }: SampleOptions = {}): Uint8Array {
  return storedZip([
    ['mimetype', strToU8('application/vnd.oasis.opendocument.text')],
    [
      'content.xml',
      strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
          `xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text><text:p>${marker}</text:p></office:text></office:body></office:document-content>`,
      ),
    ],
  ]);
}

/** A Rich Text Format document. */
export function sampleRtf({ marker = 'Curriculum vitae' }: SampleOptions = {}): Uint8Array {
  return Buffer.from(`{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}}\\f0 ${marker}\\par}\n`);
}

/** A ZIP that is not a Word document (no `word/document.xml`): what a renamed archive looks like. */
export function sampleZip(): Uint8Array {
  return storedZip([['notes.txt', strToU8('Not a CV.')]]);
}

/** The first bytes of a Linux program (ELF), as a file renamed `.pdf` would hold. */
export function sampleExecutable(): Uint8Array {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(4096)]);
}
