import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, type ErrorCode } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Fastify's `clientErrorHandler` (issue 16 §6): a request that Node's HTTP parser refuses before any
 * route sees it (`Content-Length: abc`, two different Content-Length, Content-Length with chunked…)
 * answers like every other refusal (DECISIONS §2), in French, instead of Fastify's English body. There
 * is no request or reply object here: the answer is written on the socket, which is then closed (the
 * parser cannot find the next request on it).
 */
const REFUSALS: Record<string, ErrorCode> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'request.timeout',
  HPE_HEADER_OVERFLOW: 'request.headers_too_large',
};

export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A connection reset: nobody is left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode = (error.code && REFUSALS[error.code]) || 'request.malformed';
  const refusal = { code, ...ERRORS[code] };
  this.log.debug({ err: error, code }, 'request refused by the HTTP parser');
  // As Node's own handler: never write into the middle of a response already under way on this socket.
  const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inProgress?.headersSent) {
    const body = JSON.stringify({ done: false, success: false, message: refusal.message, code: refusal.code });
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
