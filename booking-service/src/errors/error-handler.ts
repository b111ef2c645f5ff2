import { errorCodes, type ErrorEnvelope, type FieldError } from '@stayvn/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

const codeByStatus: Record<number, string> = {
  400: errorCodes.badRequest,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  405: errorCodes.methodNotAllowed,
  406: errorCodes.notAcceptable,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unsupportedMediaType,
  429: errorCodes.tooManyRequests,
  503: errorCodes.unavailable,
};

function envelope(code: string, message: string, details?: FieldError[]): ErrorEnvelope {
  return { error: details ? { code, message, details } : { code, message } };
}

// Our schemas state a message key as the message of each rule (`err_email_format`,
// `unknown_city`); zod's own checks carry a sentence, and then its issue code is the key.
const messageKey = /^[a-z][a-z0-9_]*$/i;

function humanize(key: string): string {
  const words = key.replace(/^(err|msg)_/i, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One error per field, the first found: a person fixes one thing at a time. */
function fieldErrorsOf(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'request';
  const byField = new Map<string, FieldError>();
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || context;
    if (byField.has(field)) continue;
    const message = issue.message ?? 'Invalid value';
    byField.set(
      field,
      messageKey.test(message)
        ? { field, code: message, message: humanize(message) }
        : { field, code: issue.keyword === 'custom' ? 'invalid_value' : issue.keyword, message },
    );
  }
  return [...byField.values()];
}

/**
 * A database error of class 22, "data exception" (a NUL or an invalid byte in text, a word given
 * as a number, a number out of range, a date that does not exist): the value was the client's,
 * so it is a 400. The schemas should have refused it first; this is the second line. Drizzle
 * wraps the driver's error (pg's and PGlite's both carry the SQLSTATE as `code`) in `cause`.
 */
function isDatabaseInputError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The one place where failures become the error envelope. */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply.code(error.statusCode).send(envelope(error.code, error.message, error.details));
  }

  // Only request validation sets `validation`; a response that breaks its schema is a 500 below.
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const details = fieldErrorsOf(error);
    request.log.info({ details }, 'request rejected by validation');
    return reply
      .code(400)
      .send(
        envelope(errorCodes.validation, `The ${error.validationContext ?? 'request'} is not valid`, details),
      );
  }

  if (isDatabaseInputError(error)) {
    request.log.info({ err: error }, 'request rejected by the database');
    return reply
      .code(400)
      .send(envelope(errorCodes.badRequest, 'The request holds a value the service cannot take'));
  }

  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    const code = status === 503 ? errorCodes.unavailable : errorCodes.internal;
    const message =
      status === 503 ? 'The service is unavailable, please try again later' : 'Something went wrong';
    return reply.code(status).send(envelope(code, message));
  }
  request.log.info({ err: error }, 'request rejected');
  return reply.code(status).send(envelope(codeByStatus[status] ?? errorCodes.badRequest, error.message));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send(envelope(errorCodes.notFound, `Route ${request.method} ${request.url.split('?')[0]} not found`));
}
