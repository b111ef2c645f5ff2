import { errorCodes, type FieldError } from '@stayvn/shared';
import type { z } from 'zod';

export type HttpErrorSource = 'api' | 'cms';

/**
 * A failed request to one of our back ends. `status` is 0 when no response arrived
 * (network down, CORS, service not started); `code` is the machine-readable reason the
 * UI branches on.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly source: HttpErrorSource,
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldError[] = [],
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** The response arrived but does not have the shape this client was built against. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';

  constructor(
    readonly source: HttpErrorSource,
    readonly url: string,
    readonly issues: string[],
  ) {
    super(`Unexpected response from ${url}: ${issues.join('; ')}`);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export type QueryValue = string | number | boolean | undefined | null;

export function buildUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  // Relative resolution keeps a base path such as https://example.com/booking intact.
  const url = new URL(path.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The schema an answer is checked with, as a loader (`() => import('./schemas').then((m) =>
 * m.pageSchema)`): schemas and zod are not part of a page's first download, and a client loads
 * them while its request is on the way.
 */
export type SchemaLoader<T extends z.ZodType = z.ZodType> = () => Promise<T>;

export type CheckedFetch<T extends z.ZodType> = {
  source: HttpErrorSource;
  /** Who is unreachable when no answer arrives ("CMS", "Booking service"). */
  service: string;
  url: string;
  init: RequestInit;
  /** Checks a 2xx body; without it the answer is undefined (204). */
  schema?: SchemaLoader<T>;
  /** Reads a non-2xx answer (it may load the schema of the service's error body). */
  errorFrom: (status: number, body: unknown) => Promise<HttpError>;
};

/**
 * Fetches and checks one answer. The request and the schema's load start together, so the
 * schema costs no round trip of its own; a non-2xx answer becomes an HttpError, a 2xx one of
 * another shape a ResponseShapeError.
 */
export async function fetchChecked<T extends z.ZodType>(request: CheckedFetch<T>): Promise<z.output<T>> {
  const { source, url, init } = request;
  const answer = fetch(url, init).catch((cause: unknown) => {
    if (init.signal?.aborted) throw cause;
    throw new HttpError(source, 0, errorCodes.unavailable, `${request.service} unreachable at ${url}`);
  });
  const [response, schema] = await Promise.all([answer, request.schema?.()]);
  const body = await readJson(response);
  if (!response.ok) throw await request.errorFrom(response.status, body);
  if (!schema) return undefined as z.output<T>;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ResponseShapeError(
      source,
      url,
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}
