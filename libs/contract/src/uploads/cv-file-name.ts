import { cvTypes, type CvType } from './cv-rules.ts';

/** The CV type whose media type this is (as `cv_files` stores it), if any. */
export function cvTypeOfMediaType(mediaType: string): CvType | undefined {
  return (Object.keys(cvTypes) as CvType[]).find((type) => cvTypes[type].mediaType === mediaType);
}

/**
 * The name a CV leaves the server under (the staff mail's attachment, the
 * webhook, the command that writes it out): `cv-<reference>.pdf`, the
 * extension of the type its bytes showed. Never the visitor's own name:
 * mail clients and desktops open a file by its extension, and a visitor's
 * `cv.html` or `cv\u202Efdp.exe` would be opened as what it claims to be.
 * A media type no CV type has gets no extension, so nothing opens it by one.
 */
export function cvFileName(reference: string, mediaType: string): string {
  const type = cvTypeOfMediaType(mediaType);
  return `cv-${reference}${type ? cvTypes[type].extension : ''}`;
}
