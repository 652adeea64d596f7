/**
 * Answers requests Node's HTTP parser refuses before Fastify sees them (headers too large, a
 * timed-out or malformed request), written straight to the socket. Fastify's default sends a
 * JSON body even to HEAD, which a HEAD response must never carry (RFC 9110 §9.3.2); this one
 * sends the API's error shape only when the request line shows a method other than HEAD, and no
 * body when the method is HEAD or cannot be read.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError, ApiErrorCode } from 'shared-contracts';

interface ClientError extends Error {
  readonly code?: string;
  /** The bytes read so far (Node sets a Buffer; typed loosely by Fastify). */
  readonly rawPacket?: unknown;
}

const ANSWERS: Readonly<Record<string, readonly [number, ApiErrorCode, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'Request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request took too long.'],
};
const BAD_REQUEST: readonly [number, ApiErrorCode, string] = [400, 'BAD_REQUEST', 'Bad request.'];

/** The method of the request line, when the raw bytes start with one. */
export function methodOf(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  return /^([A-Z]{3,10}) /.exec(rawPacket.subarray(0, 12).toString('latin1'))?.[1];
}

export function clientErrorResponse(error: ClientError): string {
  const [status, code, message] = (error.code && ANSWERS[error.code]) || BAD_REQUEST;
  const method = methodOf(error.rawPacket);
  const payload: ApiError = { error: { code, message } };
  const body = method === undefined || method === 'HEAD' ? '' : JSON.stringify(payload);
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    'X-Content-Type-Options: nosniff',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

export function clientErrorHandler(error: ClientError, socket: Socket): void {
  // A reset connection has nobody to answer (as Fastify's default handler does).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(error));
  socket.destroy(error);
}
