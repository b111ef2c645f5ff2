import type { FieldError } from './schemas/errors.js';

export const errorCodes = {
  validation: 'validation_failed',
  badRequest: 'bad_request',
  methodNotAllowed: 'method_not_allowed',
  notAcceptable: 'not_acceptable',
  payloadTooLarge: 'payload_too_large',
  headersTooLarge: 'request_header_fields_too_large',
  requestTimeout: 'request_timeout',
  unsupportedMediaType: 'unsupported_media_type',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooManyRequests: 'too_many_requests',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
} as const;

/** A zod issue as far as field errors care: where, and which message key. */
type Issue = { path: readonly PropertyKey[]; message: string; code?: string };

/**
 * One error per field, the first the schema found, as `{ field, code, message }` where both
 * code and message carry the message key (the web translates it; the English text is the
 * web's business). Several checks of one field can fail at once; a person needs the first.
 */
export function fieldErrorsFromIssues(issues: readonly Issue[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!byField.has(field)) byField.set(field, { field, code: issue.message, message: issue.message });
  }
  return [...byField.values()];
}
