/** What a ZIP archive's central directory declares, read without inflating anything. */
export interface ZipDirectory {
  entries: number;
  /** The sum of the entries' uncompressed sizes, as declared. */
  uncompressedBytes: number;
}

const uint16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const uint32 = (bytes: Uint8Array, at: number) => (uint16(bytes, at) | (uint16(bytes, at + 2) << 16)) >>> 0;

const endSignature = 0x06054b50;
const entrySignature = 0x02014b50;
const localSignature = 0x04034b50;
/** The end record is 22 bytes and a comment of up to 65,535. */
const endRecordSearch = 22 + 0xffff;
/** A 16- or 32-bit field at its maximum says "see the ZIP64 record", which a document never needs. */
const zip64 = (value: number, bits: 16 | 32) => value === (bits === 16 ? 0xffff : 0xffffffff);

/**
 * The central directory of a single-disk ZIP, from its end record: every
 * entry walked, its uncompressed size summed, nothing inflated, so a zip bomb
 * costs what its directory costs (linear in the file's size). Undefined when
 * the directory is not exactly consistent: no end record, or one that does not
 * end the file; several disks; ZIP64; a directory that does not end at the end
 * record; an entry without its signature, running past the directory, or
 * whose local header is not where it says: a reader could see another archive
 * in those bytes than the one counted here.
 */
export function zipDirectory(bytes: Uint8Array): ZipDirectory | undefined {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - endRecordSearch); at -= 1)
    if (uint32(bytes, at) === endSignature) {
      end = at;
      break;
    }
  if (end < 0 || end + 22 + uint16(bytes, end + 20) !== bytes.length) return undefined;
  if (uint16(bytes, end + 4) !== 0 || uint16(bytes, end + 6) !== 0) return undefined;
  const entries = uint16(bytes, end + 10);
  const size = uint32(bytes, end + 12);
  const offset = uint32(bytes, end + 16);
  if (uint16(bytes, end + 8) !== entries || zip64(entries, 16) || zip64(size, 32) || zip64(offset, 32))
    return undefined;
  // Also refuses ZIP64's own end records, which lie between the directory and this one.
  if (offset + size !== end) return undefined;
  let uncompressedBytes = 0;
  let at = offset;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > end || uint32(bytes, at) !== entrySignature) return undefined;
    const compressed = uint32(bytes, at + 20);
    const uncompressed = uint32(bytes, at + 24);
    const local = uint32(bytes, at + 42);
    if (zip64(compressed, 32) || zip64(uncompressed, 32) || zip64(local, 32)) return undefined;
    if (local + 30 + compressed > offset || uint32(bytes, local) !== localSignature) return undefined;
    uncompressedBytes += uncompressed;
    at += 46 + uint16(bytes, at + 28) + uint16(bytes, at + 30) + uint16(bytes, at + 32);
  }
  if (at !== end) return undefined;
  return { entries, uncompressedBytes };
}
