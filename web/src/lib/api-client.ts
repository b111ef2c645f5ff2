import { errorCodes, errorEnvelopeSchema } from '@stayvn/shared';
import type { z } from 'zod';
import { config } from '@/config';
import { HttpError, ResponseShapeError, buildUrl, readJson, type QueryValue } from './http-error';

export type ApiRequest<T extends z.ZodType> = {
  query?: Record<string, QueryValue>;
  schema: T;
  signal?: AbortSignal;
  baseUrl?: string;
};

/** Turns a non-2xx booking-service response into an HttpError, trusting only the documented envelope. */
export function apiErrorFrom(status: number, body: unknown): HttpError {
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (envelope.success) {
    const { code, message, details } = envelope.data.error;
    return new HttpError('api', status, code, message, details ?? []);
  }
  const code = status >= 500 ? errorCodes.internal : `http_${status}`;
  return new HttpError('api', status, code, `Booking service answered ${status}`);
}

/** GET a booking-service resource and validate it against the shared schema. */
export async function apiGet<T extends z.ZodType>(
  path: string,
  request: ApiRequest<T>,
): Promise<z.output<T>> {
  const url = buildUrl(request.baseUrl ?? config.apiUrl, path, request.query);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal: request.signal });
  } catch (cause) {
    if (request.signal?.aborted) throw cause;
    throw new HttpError('api', 0, errorCodes.unavailable, `Booking service unreachable at ${url}`);
  }
  const body = await readJson(response);
  if (!response.ok) throw apiErrorFrom(response.status, body);
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    throw new ResponseShapeError(
      'api',
      url,
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}
