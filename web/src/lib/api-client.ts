import { errorCodes } from '@stayvn/shared';
import type { z } from 'zod';
import { config } from '@/config';
import { HttpError, buildUrl, fetchChecked, type QueryValue, type SchemaLoader } from './http-error';

export type ApiRequest<T extends z.ZodType> = {
  query?: Record<string, QueryValue>;
  /** Loads the shared schema of the answer, e.g. `() => import('./schemas').then((m) => m.propertyListSchema)`. */
  schema: SchemaLoader<T>;
  signal?: AbortSignal;
  baseUrl?: string;
};

/**
 * Turns a non-2xx booking-service response into an HttpError, trusting only the documented
 * envelope (its schema is loaded on the error path only).
 */
export async function apiErrorFrom(status: number, body: unknown): Promise<HttpError> {
  const { errorEnvelopeSchema } = await import('./api-schemas');
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (envelope.success) {
    const { code, message, details } = envelope.data.error;
    return new HttpError('api', status, code, message, details ?? []);
  }
  const code = status >= 500 ? errorCodes.internal : `http_${status}`;
  return new HttpError('api', status, code, `Booking service answered ${status}`);
}

const service = { source: 'api', service: 'Booking service', errorFrom: apiErrorFrom } as const;

/** GET a booking-service resource and validate it against the shared schema, loaded meanwhile. */
export async function apiGet<T extends z.ZodType>(
  path: string,
  request: ApiRequest<T>,
): Promise<z.output<T>> {
  return fetchChecked({
    ...service,
    url: buildUrl(request.baseUrl ?? config.apiUrl, path, request.query),
    init: { headers: { Accept: 'application/json' }, signal: request.signal },
    schema: request.schema,
  });
}

export type ApiSendRequest<T extends z.ZodType> = {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET';
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Loads the schema of a 2xx body; omit for answers without one (204). */
  schema?: SchemaLoader<T>;
  /** A bearer access token for /v1/me*. */
  accessToken?: string;
  /** /v1/auth/* carries the HttpOnly refresh cookie, so it needs credentials. */
  withCredentials?: boolean;
  /** Extra request headers, e.g. the `Idempotency-Key` of a booking attempt. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  baseUrl?: string;
};

/** Any booking-service call with a body, a bearer token or cookies; errors as in apiGet. */
export async function apiSend<T extends z.ZodType = z.ZodUndefined>(
  path: string,
  request: ApiSendRequest<T>,
): Promise<z.output<T>> {
  const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  if (request.accessToken) headers.Authorization = `Bearer ${request.accessToken}`;
  return fetchChecked({
    ...service,
    url: buildUrl(request.baseUrl ?? config.apiUrl, path, request.query),
    init: {
      method: request.method,
      headers,
      body,
      credentials: request.withCredentials ? 'include' : 'same-origin',
      signal: request.signal,
    },
    schema: request.schema,
  });
}
