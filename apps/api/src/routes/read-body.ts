import type { FastifyRequest } from 'fastify';
import { headerKey, wireHeaders } from '@agency/contract';
import type { Encoding } from '../submissions/form-kinds.ts';
import { formPostBody, type FieldKinds } from './no-script-body.ts';
import { readMultipartBody, type UploadedCv } from './multipart-body.ts';
import type { UploadSpace } from './upload-spool.ts';

/** A submission's body as read from its encoding, before the schema and the intake judge it. */
export interface ReadBody {
  /** In the JSON call's shape, whatever the encoding. */
  body: unknown;
  /** The honeypot's value: the header of a JSON call, the hidden input of a form; undefined when none was sent. */
  honeypot: string | undefined;
  /** The region the form says it is on: its hidden input, or a JSON call's X-Site-Region header. */
  declaredRegion: string | undefined;
  cv?: UploadedCv | undefined;
}

export interface ReadOptions {
  fieldKinds: FieldKinds;
  cvMaxBytes: number;
  /** What uploads in progress may hold in memory, and where the rest goes. */
  uploads: UploadSpace;
}

const headerValue = (request: FastifyRequest, name: string) => {
  const value = request.headers[headerKey(name)];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Reads a submission's body in its encoding: JSON as Fastify parsed it,
 * url-encoded as the form-post parser mapped it, multipart streamed (the CV
 * held in memory within the uploads' share, the rest in a temporary file,
 * checked by its bytes once it has all arrived). A fault of the body
 * or its CV throws EdgeFaultError.
 */
export async function readBody(
  request: FastifyRequest,
  encoding: Encoding,
  options: ReadOptions,
): Promise<ReadBody> {
  switch (encoding) {
    case 'json':
      return {
        body: request.body,
        honeypot: headerValue(request, wireHeaders.honeypot),
        declaredRegion: headerValue(request, wireHeaders.siteRegion),
      };
    case 'urlencoded': {
      const post = formPostBody(request.body as Map<string, string[]>, options.fieldKinds);
      return { body: post.body, honeypot: post.honeypot, declaredRegion: post.region };
    }
    case 'multipart': {
      const { fields, cv } = await readMultipartBody(
        request,
        options.cvMaxBytes,
        options.uploads,
        options.fieldKinds,
      );
      const post = formPostBody(fields, options.fieldKinds);
      return { body: post.body, honeypot: post.honeypot, declaredRegion: post.region, cv };
    }
  }
}
