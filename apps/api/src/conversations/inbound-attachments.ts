import { cvTypes, detectCvType } from '@agency/contract';

/** An attachment kept with an inbound message. */
export interface KeptAttachment {
  fileName: string;
  mediaType: string;
  content: Buffer;
}

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
 * The attachments of a CV's types (PDF, DOCX, ODT, RTF), decided by their
 * bytes as an uploaded CV is, each at most `maxBytes` (CV_MAX_BYTES); the
 * rest are dropped and counted, so staff can be told.
 */
export function keptAttachments(
  attachments: readonly { content: Buffer }[],
  reference: string,
  maxBytes: number,
): { kept: KeptAttachment[]; dropped: number } {
  const kept: KeptAttachment[] = [];
  let dropped = 0;
  for (const attachment of attachments) {
    const type = attachment.content.length <= maxBytes ? detectCvType(attachment.content) : undefined;
    if (!type) {
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
