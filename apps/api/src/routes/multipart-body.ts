import type { FastifyRequest } from 'fastify';
import { detectCvType, limits, noScriptFields, uploadFields, type CvType } from '@agency/contract';
import { clientKey } from '../security/client-address.ts';
import { EdgeFaultError } from './edge-faults.ts';
import type { FieldKinds } from './no-script-body.ts';
import { spoolUpload, type UploadSpace } from './upload-spool.ts';

/** A CV as uploaded: its bytes, the type they showed, and the name the candidate's file had. */
export interface UploadedCv {
  fileName: string;
  type: CvType;
  bytes: Buffer;
}

/**
 * The multipart parser's limits: one file (the CV, at most `cvMaxBytes`, held
 * in memory within the uploads' share, past it in a temporary file), a form's worth of fields
 * and parts, text fields no longer than a message can be in UTF-8.
 */
export const multipartLimits = (cvMaxBytes: number) => ({
  fieldNameSize: 100,
  fieldSize: limits.message * 4,
  fields: 40,
  files: 1,
  fileSize: cvMaxBytes,
  parts: 41,
  headerPairs: 20,
});

const isError = (error: unknown, code: string) => (error as { code?: string } | null)?.code === code;

/** The names a form post carries besides the form's own fields. */
const postNames: ReadonlySet<string> = new Set(Object.values(noScriptFields));

/**
 * busboy decodes a part's name, file name and value as UTF-8 and puts U+FFFD
 * where the bytes were not (it has no strict mode), so U+FFFD is taken for
 * bytes that were not UTF-8 and the post refused, as a JSON or url-encoded
 * body that is not UTF-8 is. A visitor does not type U+FFFD.
 */
const notUtf8 = (...texts: string[]) => texts.some((text) => text.includes('\uFFFD'));

/**
 * Reads a multipart body as it streams in (@fastify/multipart over busboy):
 * its text fields, and the CV, decided by its bytes. A file over the limit
 * (cv-too-large), of no bytes (cv-empty), of another type whatever its name
 * (cv-wrong-type) or not there (cv-missing) is refused before anything is
 * stored, and so is a second file (cv-twice), a field the form has once sent
 * again (field-twice, naming it), more fields or parts than the limits
 * (too-many-fields, naming one the form does not have) and a name or value
 * that was not UTF-8 (not-utf8); a body the parser cannot read is
 * `malformed`, a text field longer than the limit `too-large`. A CV the
 * upload space has no room for (uploads-busy) is refused once the body has
 * been read to its end.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  cvMaxBytes: number,
  space: UploadSpace,
  fieldKinds: FieldKinds,
): Promise<{ fields: Map<string, string[]>; cv: UploadedCv | undefined }> {
  const fields = new Map<string, string[]>();
  let file: { fileName: string; bytes: Buffer } | undefined;
  // A CV the upload space had no room for: refused once the whole body is read.
  let busy = false;
  try {
    for await (const part of request.parts({ limits: multipartLimits(cvMaxBytes) })) {
      if (notUtf8(part.fieldname, part.type === 'file' ? part.filename : String(part.value)))
        throw new EdgeFaultError('not-utf8');
      if (part.type === 'file') {
        if (part.fieldname !== uploadFields.cv) throw new EdgeFaultError('malformed');
        const bytes = await spoolUpload(part.file, clientKey(request.ip), space);
        if (part.file.truncated) throw new EdgeFaultError('cv-too-large');
        if (bytes === 'busy') busy = true;
        else file = { fileName: part.filename, bytes };
        continue;
      }
      if (part.valueTruncated) throw new EdgeFaultError('too-large');
      if (part.fieldnameTruncated) throw new EdgeFaultError('malformed');
      const kind = fieldKinds.get(part.fieldname);
      if (fields.has(part.fieldname) && kind !== undefined && kind !== 'list')
        throw new EdgeFaultError('field-twice', part.fieldname);
      fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), String(part.value)]);
    }
  } catch (error) {
    if (error instanceof EdgeFaultError) throw error;
    if (isError(error, 'FST_REQ_FILE_TOO_LARGE')) throw new EdgeFaultError('cv-too-large');
    if (isError(error, 'FST_FILES_LIMIT')) throw new EdgeFaultError('cv-twice');
    if (isError(error, 'FST_FIELDS_LIMIT') || isError(error, 'FST_PARTS_LIMIT'))
      throw new EdgeFaultError(
        'too-many-fields',
        [...fields.keys()].find((name) => !fieldKinds.has(name) && !postNames.has(name)),
      );
    throw new EdgeFaultError('malformed');
  }
  if (busy) throw new EdgeFaultError('uploads-busy');
  // A file input left empty is sent as a part with no name and no bytes.
  if (!file || (file.fileName === '' && file.bytes.length === 0)) return { fields, cv: undefined };
  if (file.bytes.length === 0) throw new EdgeFaultError('cv-empty');
  const type = detectCvType(file.bytes);
  if (!type) throw new EdgeFaultError('cv-wrong-type');
  return { fields, cv: { fileName: file.fileName.slice(0, limits.fileName), type, bytes: file.bytes } };
}
