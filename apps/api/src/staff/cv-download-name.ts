import { cvTypes, type CvType } from '@agency/contract';

// main has this as cvFileName in @agency/contract
// (libs/contract/src/uploads/cv-file-name.ts); this branch does not yet. At
// the merge this file goes and its callers import cvFileName instead.

/**
 * The name a CV leaves the server under: `cv-<reference>.pdf`, the extension
 * of the type its bytes showed (as cv_files stores it), never the
 * candidate's own name, which a desktop would open by what it claims to be.
 * A media type no CV type has gets no extension.
 */
export function cvFileName(reference: string, mediaType: string): string {
  const type = (Object.keys(cvTypes) as CvType[]).find((t) => cvTypes[t].mediaType === mediaType);
  return `cv-${reference}${type ? cvTypes[type].extension : ''}`;
}
