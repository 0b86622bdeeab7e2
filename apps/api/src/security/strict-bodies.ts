import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '@agency/contract';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** What a body, or a part of one, that is not UTF-8 is refused with, whatever its encoding. */
export const invalidUtf8Message = 'The request body is not valid UTF-8 text.';

/**
 * JSON bodies must be UTF-8. Fastify's own parser decodes bytes that are not
 * as U+FFFD, so a lead would be stored with characters the visitor never
 * sent; this one refuses the body (400) and hands the text to Fastify's
 * parser, prototype-poisoning checks and all.
 */
export function strictJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      const error = new Error(invalidUtf8Message) as FastifyError;
      Object.assign(error, { statusCode: 400, code: 'AGENCY_INVALID_UTF8' });
      done(error, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * Transfer-Encoding may only say `chunked`: a body in another coding
 * (`gzip, chunked`) would be read as if it were plain. Refused (400) before
 * the body is read.
 */
export function refuseOtherTransferCodings(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const coding = request.headers['transfer-encoding'];
    if (coding === undefined || coding.trim().toLowerCase() === 'chunked') return done();
    void reply.code(400).send({
      message: 'Send the body plain or chunked: no other Transfer-Encoding is accepted.',
    } satisfies ApiError);
  });
}
