import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { wireHeaders, type ApiError } from '@agency/contract';
import { apiSecurityHeaders, securityHeaders, setJsonErrorHeaders } from './security-headers.ts';

/** What a request refused before it reached the app is told: the API's one error shape. */
function clientErrorAnswer(code: string | undefined): { status: number; body: ApiError } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, body: { message: 'The request took too long to arrive. Please try again.' } };
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, body: { message: 'The request headers are too large.' } };
  return { status: 400, body: { message: 'The request could not be read.' } };
}

const headerLines = Object.entries({ ...securityHeaders, ...apiSecurityHeaders })
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * Node's `clientError`: malformed HTTP (400), headers too large (431),
 * headers or request not in time (408). There is no request or reply, so
 * the answer is written to the socket, with the headers and the JSON shape
 * of every other answer, and the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection, or one already gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already started on this connection cannot be followed by another.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const { status, body } = clientErrorAnswer(error.code);
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(json)}\r\n` +
        'connection: close\r\n' +
        headerLines +
        '\r\n' +
        json,
    );
  }
  socket.destroy();
}

/**
 * Fastify's errors from before a route is found (`frameworkErrors`): a URL
 * that does not decode (/%ff), a path parameter over the length limit. No
 * hook has run, so the headers are set here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  setJsonErrorHeaders(reply);
  reply.header(wireHeaders.requestId, request.id);
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(400).send({ message: 'The address is not valid.' } satisfies ApiError);
    return;
  }
  request.log.error({ err: error }, 'unexpected error');
  void reply
    .code(500)
    .send({ message: 'Something went wrong on our side. Please try again.' } satisfies ApiError);
}
