import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorCodes, type ErrorEnvelope } from '@stayvn/shared';
import type { FastifyInstance } from 'fastify';

/** What Node's HTTP parser refuses, by its error code: status, envelope code and message. */
const refusals: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: errorCodes.requestTimeout,
    message: 'The request took too long',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: errorCodes.headersTooLarge,
    message: 'The request line and headers are over 16 KB',
  },
};
const otherwise = { status: 400, code: errorCodes.badRequest, message: 'The request is malformed' };

/**
 * Fastify's own answer to a request Node's parser refused before any route or hook could run (a
 * query string or headers over 16 KB, a broken request line, a timeout) is a bare
 * `{ error, message, statusCode }`: this one answers in the error envelope like every other
 * refusal (issue 31). Written on the socket, which is then closed, as Fastify and Node do.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = (error.code ? refusals[error.code] : undefined) ?? otherwise;
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const envelope: ErrorEnvelope = { error: { code: refusal.code, message: refusal.message } };
    const body = JSON.stringify(envelope);
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
