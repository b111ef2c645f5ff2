import { errorCodes, type ErrorEnvelope, type FieldError } from '@stayvn/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: errorCodes.conflict,
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: errorCodes.tooManyRequests,
  503: errorCodes.unavailable,
};

function envelope(code: string, message: string, details?: FieldError[]): ErrorEnvelope {
  return { error: details ? { code, message, details } : { code, message } };
}

// A refinement states its message key as its message (e.g. `unknown_city`); built-in checks
// carry zod's issue code (`invalid_type`, `invalid_value`, `too_small`, ...).
const messageKey = /^[a-z][a-z0-9_]*$/;

function humanize(key: string): string {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldErrorsOf(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'request';
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const message = issue.message ?? 'Invalid value';
    if (issue.keyword !== 'custom') return { field: path || context, code: issue.keyword, message };
    if (!messageKey.test(message)) return { field: path || context, code: 'invalid_value', message };
    return { field: path || context, code: message, message: humanize(message) };
  });
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

  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    const code = status === 503 ? errorCodes.unavailable : errorCodes.internal;
    const message =
      status === 503 ? 'The service is unavailable, please try again later' : 'Something went wrong';
    return reply.code(status).send(envelope(code, message));
  }
  request.log.info({ err: error }, 'request rejected');
  return reply.code(status).send(envelope(codeByStatus[status] ?? 'bad_request', error.message));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send(envelope(errorCodes.notFound, `Route ${request.method} ${request.url.split('?')[0]} not found`));
}
