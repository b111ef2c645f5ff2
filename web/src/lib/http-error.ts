import type { FieldError } from '@stayvn/shared';

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
