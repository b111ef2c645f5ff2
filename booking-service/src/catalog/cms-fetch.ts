/** The CMS could not be reached or answered with a server error: worth retrying later. */
export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError';
}

/** The CMS answered something this service does not understand: retrying will not help. */
export class CmsResponseError extends Error {
  override name = 'CmsResponseError';
}

export interface CmsGetOptions {
  signal?: AbortSignal;
  timeoutMs: number;
  /** The booking service's API token, for the routes the public role cannot read. */
  token?: string;
}

/**
 * GETs JSON from the CMS: `{ status: 404, body: null }` for a 404, the parsed body for a 2xx.
 * Unreachable, timed out or 5xx is a CmsUnavailableError; any other answer a CmsResponseError.
 */
export async function getCmsJson(
  url: string,
  { signal, timeoutMs, token }: CmsGetOptions,
): Promise<{ status: number; body: unknown }> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CmsUnavailableError(`CMS unreachable at ${url}: ${describe(error)}`, { cause: error });
  }
  if (response.status >= 500) throw new CmsUnavailableError(`CMS answered ${response.status} for ${url}`);
  const text = await response.text();
  if (response.status === 404) return { status: 404, body: null };
  if (!response.ok) throw new CmsResponseError(`CMS answered ${response.status} for ${url}`);
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    throw new CmsResponseError(`CMS answered something other than JSON for ${url}`);
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
