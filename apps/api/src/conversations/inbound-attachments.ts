import { cvTypes, detectCvType, type CvType } from '@agency/contract';
import { zipDirectory } from './zip-directory.ts';

/** An attachment kept with an inbound message. */
export interface KeptAttachment {
  fileName: string;
  mediaType: string;
  content: Buffer;
}

/** INBOUND_ATTACHMENTS_MAX when unset: the most attachments kept from one message. */
export const defaultAttachmentsMax = 10;

/** A kept DOCX or ODT declares at most this many times its own size uncompressed… */
const zipMaxExpansion = 100;
/** …and at most this much in all: a document that a person opens in Word is never a 60 MB XML. */
const zipMaxUncompressedBytes = 50 * 1024 * 1024;
/** The types that are ZIP containers, opened (and so inflated) by whoever downloads them. */
const zippedTypes: ReadonlySet<CvType> = new Set(['docx', 'odt']);

/**
 * The name a kept attachment is stored and leaves the server under, as a CV's
 * (cvFileName): `reply-<reference>-<n>.pdf`, the extension of the type its
 * bytes showed, never the sender's own name for it (`cv\u202Efdp.exe`).
 */
export function attachmentFileName(reference: string, index: number, mediaType: string): string {
  const type = Object.values(cvTypes).find((t) => t.mediaType === mediaType);
  return `reply-${reference}-${index}${type?.extension ?? ''}`;
}

/**
 * Whether a ZIP-based document unpacks to a bounded size, by what its central
 * directory declares (zipDirectory): at most 100× its size and 50 MB in all.
 * A directory that is not exactly consistent is refused: fail safe.
 */
function boundedZip(content: Buffer): boolean {
  const directory = zipDirectory(content);
  return (
    directory !== undefined &&
    directory.uncompressedBytes <= Math.min(zipMaxExpansion * content.length, zipMaxUncompressedBytes)
  );
}

/**
 * The attachments of a CV's types (PDF, DOCX, ODT, RTF), decided by their
 * bytes as an uploaded CV is, each at most `maxBytes` (CV_MAX_BYTES), a DOCX
 * or ODT only when its ZIP directory declares a bounded size (boundedZip),
 * and at most `maxCount` (INBOUND_ATTACHMENTS_MAX) of them, the first in the
 * message's order; the rest are dropped and counted, so staff can be told.
 * Past `maxCount` an attachment is counted without being looked at.
 */
export function keptAttachments(
  attachments: readonly { content: Buffer }[],
  reference: string,
  maxBytes: number,
  maxCount: number = defaultAttachmentsMax,
): { kept: KeptAttachment[]; dropped: number } {
  const kept: KeptAttachment[] = [];
  let dropped = 0;
  for (const attachment of attachments) {
    const type =
      kept.length < maxCount && attachment.content.length <= maxBytes
        ? detectCvType(attachment.content)
        : undefined;
    if (!type || (zippedTypes.has(type) && !boundedZip(attachment.content))) {
      dropped += 1;
      continue;
    }
    const mediaType = cvTypes[type].mediaType;
    kept.push({
      fileName: attachmentFileName(reference, kept.length + 1, mediaType),
      mediaType,
      content: attachment.content,
    });
  }
  return { kept, dropped };
}
