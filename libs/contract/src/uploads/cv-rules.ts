/**
 * What a CV may be: one of these document types, decided by its bytes
 * (detectCvType), never by its name or the type the browser declares.
 */
export const cvTypes = {
  pdf: { label: 'PDF', mediaType: 'application/pdf', extension: '.pdf' },
  docx: {
    label: 'Word (DOCX)',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: '.docx',
  },
  odt: {
    label: 'OpenDocument (ODT)',
    mediaType: 'application/vnd.oasis.opendocument.text',
    extension: '.odt',
  },
  rtf: { label: 'RTF', mediaType: 'application/rtf', extension: '.rtf' },
} as const;
export type CvType = keyof typeof cvTypes;

/** The size limit of a CV when CV_MAX_BYTES does not set another: 5 MB. */
export const defaultCvMaxBytes = 5 * 1024 * 1024;

/**
 * What the job application's other fields may add to a request beside the
 * CV (text fields at their limits, multipart boundaries and part headers):
 * a proxy in front takes a body of CV_MAX_BYTES plus this.
 */
export const applicationFieldsAllowanceBytes = 64 * 1024;

/** "5 MB": a byte count as a visitor reads it. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** "PDF, Word (DOCX), OpenDocument (ODT) or RTF". */
export const cvTypeNames = Object.values(cvTypes)
  .map((type) => type.label)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

/** The `accept` of the file input: the extensions and media types, a hint the bytes still decide. */
export const cvAccept = Object.values(cvTypes)
  .flatMap((type) => [type.extension, type.mediaType])
  .join(',');

/** The rule as the candidate reads it, wherever a CV is refused or asked for. */
export function cvRule(maxBytes: number): string {
  return `a ${cvTypeNames} file of at most ${megabytes(maxBytes)}`;
}

/** What a candidate is told when their CV is refused, by the form and by the API alike. */
export function cvMessages(maxBytes: number) {
  const rule = cvRule(maxBytes);
  return {
    missing: `Please attach your CV: ${rule}.`,
    wrongType: `Your CV must be ${rule}.`,
    empty: `That file is empty. Please attach your CV: ${rule}.`,
    tooLarge: `Your CV is larger than ${megabytes(maxBytes)}. Please attach ${rule}.`,
    twice: `Please attach one CV, not several: ${rule}.`,
  };
}
