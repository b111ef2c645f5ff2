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

export type ApiSendRequest<T extends z.ZodType> = {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET';
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Validates a 2xx body; omit for answers without one (204). */
  schema?: T;
  /** A bearer access token for /v1/me*. */
  accessToken?: string;
  /** /v1/auth/* carries the HttpOnly refresh cookie, so it needs credentials. */
  withCredentials?: boolean;
  signal?: AbortSignal;
  baseUrl?: string;
};

/** Any booking-service call with a body, a bearer token or cookies; errors as in apiGet. */
export async function apiSend<T extends z.ZodType = z.ZodUndefined>(
  path: string,
  request: ApiSendRequest<T>,
): Promise<z.output<T>> {
  const url = buildUrl(request.baseUrl ?? config.apiUrl, path);
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  if (request.accessToken) headers.Authorization = `Bearer ${request.accessToken}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body,
      credentials: request.withCredentials ? 'include' : 'same-origin',
      signal: request.signal,
    });
  } catch (cause) {
    if (request.signal?.aborted) throw cause;
    throw new HttpError('api', 0, errorCodes.unavailable, `Booking service unreachable at ${url}`);
  }
  const json = await readJson(response);
  if (!response.ok) throw apiErrorFrom(response.status, json);
  if (!request.schema) return undefined as z.output<T>;
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    throw new ResponseShapeError(
      'api',
      url,
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}
