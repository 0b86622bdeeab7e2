import type { CvType } from './cv-rules.ts';

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const uint16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const uint32 = (bytes: Uint8Array, at: number) => (uint16(bytes, at) | (uint16(bytes, at + 2) << 16)) >>> 0;

/** A ZIP archive's central directory may name at most this many entries before we stop reading it. */
const maxZipEntries = 10_000;
/** The end-of-central-directory record: 22 bytes and a comment of up to 65,535. */
const endRecordSearch = 22 + 0xffff;

/**
 * The names in a ZIP archive's central directory, read from the end record
 * without inflating anything: a zip bomb costs what its directory costs.
 * Undefined when the bytes are not a well-formed single-disk ZIP whose
 * directory lies inside them (ZIP64 included: no CV needs it).
 */
function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  if (ascii(bytes, 0, 4) !== 'PK\x03\x04') return undefined;
  const searchFrom = Math.max(0, bytes.length - endRecordSearch);
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at -= 1)
    if (uint32(bytes, at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) return undefined;
  const entries = uint16(bytes, end + 10);
  const size = uint32(bytes, end + 12);
  const offset = uint32(bytes, end + 16);
  if (entries === 0xffff || entries > maxZipEntries || offset + size > end) return undefined;
  const names: string[] = [];
  let at = offset;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > offset + size || uint32(bytes, at) !== 0x02014b50) return undefined;
    const nameLength = uint16(bytes, at + 28);
    const extraLength = uint16(bytes, at + 30);
    const commentLength = uint16(bytes, at + 32);
    names.push(ascii(bytes, at + 46, nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

const odtMediaType = 'application/vnd.oasis.opendocument.text';

/**
 * What kind of CV these bytes are, by their content alone:
 * - PDF: starts with `%PDF-`;
 * - DOCX: a ZIP whose central directory names `word/document.xml`;
 * - ODT: a ZIP whose first entry is `mimetype`, stored, holding the ODT
 *   media type (as OpenDocument requires), and that names `content.xml`;
 * - RTF: starts with `{\rtf`.
 * Anything else (an executable renamed .pdf, text named .docx, an empty
 * file) is undefined.
 */
export function detectCvType(bytes: Uint8Array): CvType | undefined {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (ascii(bytes, 0, 5) === '{\\rtf') return 'rtf';
  const names = zipEntryNames(bytes);
  if (!names) return undefined;
  if (names.includes('word/document.xml')) return 'docx';
  const firstIsMediaType =
    ascii(bytes, 30, 8) === 'mimetype' &&
    ascii(bytes, 30 + 8 + uint16(bytes, 28), odtMediaType.length) === odtMediaType;
  if (firstIsMediaType && names[0] === 'mimetype' && names.includes('content.xml')) return 'odt';
  return undefined;
}
