/**
 * One error mapper for the API: expected failures are ApiHttpError
 * values with a stable code; validation and parser errors of Fastify become 4xx with a code; any
 * other error is a 500 whose internal message is logged, never sent (spec 8).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiError, API_ERROR_CODES, type ApiErrorCode } from 'shared-contracts';
import { isConnectionError, isPoolBusyError } from '../db/availability';
import { logEvent } from '../log-events';

/** Seconds a client should wait before trying again after a 503 (the database restarting). */
export const RETRY_AFTER_SECONDS = 5;

export class ApiHttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiHttpError';
    this.statusCode = API_ERROR_CODES[code];
  }
}

export const notFound = (code: ApiErrorCode, message: string): ApiHttpError =>
  new ApiHttpError(code, message);

const body = (code: ApiErrorCode, message: string): ApiError => ({ error: { code, message } });

/** Fixed messages for framework errors: their own texts may name internals. */
const BY_STATUS: Partial<Record<number, [ApiErrorCode, string]>> = {
  404: ['ROUTE_NOT_FOUND', 'No such route.'],
  405: ['METHOD_NOT_ALLOWED', 'Method not allowed.'],
  406: ['NOT_ACCEPTABLE', 'Not acceptable.'],
  413: ['PAYLOAD_TOO_LARGE', 'Request body is too large.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.'],
  429: ['TOO_MANY_REQUESTS', 'Too many requests.'],
};

export function toErrorReply(error: FastifyError | ApiHttpError | Error): {
  status: number;
  payload: ApiError;
} {
  if (error instanceof ApiHttpError) {
    return { status: error.statusCode, payload: body(error.code, error.message) };
  }
  const fastifyError: Partial<FastifyError> = error;
  if (fastifyError.validation) {
    // Fastify's validation message names the field and the rule, e.g. "querystring/per must be <= 100".
    return { status: 400, payload: body('VALIDATION_FAILED', error.message) };
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const mapped = BY_STATUS[status];
    if (mapped) return { status, payload: body(mapped[0], mapped[1]) };
    const isJson = error instanceof SyntaxError || /JSON/i.test(fastifyError.code ?? '');
    return {
      status: 400,
      payload: isJson
        ? body('INVALID_JSON', 'Request body is not valid JSON.')
        : body('VALIDATION_FAILED', 'Bad request.'),
    };
  }
  // The database is down or restarting, or its every connection stayed busy: a short wait the
  // client can sit out, not a bug.
  if (status === 503 || isConnectionError(error) || isPoolBusyError(error))
    return { status: 503, payload: body('SERVICE_UNAVAILABLE', 'Service unavailable, try again.') };
  return { status: 500, payload: body('INTERNAL', 'Internal error.') };
}

export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, payload } = toErrorReply(error);
  if (status >= 500) logEvent(request.log, 'error', 'api_error', { err: error });
  else
    logEvent(request.log, 'info', 'api_rejected', {
      code: payload.error.code,
      reason: payload.error.message,
    });
  if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  void reply.status(status).send(payload);
}
