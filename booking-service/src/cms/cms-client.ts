import type { z } from 'zod';

/** The CMS could not be reached or answered with a server error: worth retrying later. */
export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError';
}

/** The CMS answered something this service does not understand: retrying will not help. */
export class CmsResponseError extends Error {
  override name = 'CmsResponseError';
}

export interface CmsRequestOptions {
  query?: URLSearchParams;
  signal?: AbortSignal;
  /** Instead of the client's default; `null` waits as long as the CMS takes (uploads). */
  timeoutMs?: number | null;
  /**
   * Sends the booking service's API token, for the routes the public role cannot call. Public
   * reads go without it: the token's permissions are the few routes that need it.
   */
  auth?: boolean;
}

export interface CmsClient {
  /**
   * GETs JSON: `{ status: 404, body: null }` for a 404, the parsed body for a 2xx. Unreachable,
   * timed out or 5xx is a CmsUnavailableError; any other answer a CmsResponseError.
   */
  get(path: string, options?: CmsRequestOptions): Promise<{ status: number; body: unknown }>;
  /** GETs and checks the answer: null for a 404, a CmsResponseError naming the problems. */
  read<S extends z.ZodType>(
    schema: S,
    path: string,
    what: string,
    options?: CmsRequestOptions,
  ): Promise<z.output<S> | null>;
  /** POSTs JSON or a form and answers the parsed body; any answer but a 2xx throws, with the body. */
  post(path: string, body: FormData | object, what: string, options?: CmsRequestOptions): Promise<unknown>;
}

export interface CmsClientOptions {
  /** CMS_URL. */
  url: string;
  /** CMS_API_TOKEN, when the service has one. */
  token?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The booking service's one way to the CMS's REST API: it owns the base URL, the API token,
 * the timeouts and what a failure means (CmsUnavailableError: try again later;
 * CmsResponseError: an answer this service does not understand). No retries here: the readers'
 * callers (the catalog sync queue, the settings cache) decide when to try again.
 */
export function createCmsClient({
  url,
  token,
  timeoutMs = 15_000,
  fetch = globalThis.fetch,
}: CmsClientOptions): CmsClient {
  const base = url.replace(/\/+$/, '');

  async function send(path: string, init: RequestInit, options: CmsRequestOptions): Promise<Response> {
    const { query, signal, auth = false } = options;
    if (auth && !token) throw new CmsResponseError(`CMS ${path} needs the API token (CMS_API_TOKEN)`);
    const target = `${base}${path}${query ? `?${query}` : ''}`;
    const limit = options.timeoutMs === undefined ? timeoutMs : options.timeoutMs;
    const signals = [signal, limit === null ? undefined : AbortSignal.timeout(limit)].filter(
      (s) => s !== undefined,
    );
    try {
      return await fetch(target, {
        ...init,
        headers: {
          accept: 'application/json',
          ...(auth ? { authorization: `Bearer ${token}` } : {}),
          ...init.headers,
        },
        signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new CmsUnavailableError(`CMS unreachable at ${target}: ${describe(error)}`, { cause: error });
    }
  }

  function parseJson(text: string, path: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      throw new CmsResponseError(`CMS answered something other than JSON for ${path}`);
    }
  }

  const client: CmsClient = {
    async get(path, options = {}) {
      const response = await send(path, {}, options);
      if (response.status >= 500)
        throw new CmsUnavailableError(`CMS answered ${response.status} for ${path}`);
      const text = await response.text();
      if (response.status === 404) return { status: 404, body: null };
      if (!response.ok) throw new CmsResponseError(`CMS answered ${response.status} for ${path}`);
      return { status: response.status, body: parseJson(text, path) };
    },

    async read(schema, path, what, options) {
      const { status, body } = await client.get(path, options);
      if (status === 404) return null;
      const parsed = schema.safeParse(body);
      if (!parsed.success)
        throw new CmsResponseError(`CMS ${what} is not usable: ${problemsOf(parsed.error).join('; ')}`);
      return parsed.data;
    },

    async post(path, body, what, options = {}) {
      const form = body instanceof FormData;
      const response = await send(
        path,
        {
          method: 'POST',
          headers: form ? {} : { 'content-type': 'application/json' },
          body: form ? body : JSON.stringify(body),
        },
        options,
      );
      const text = await response.text().catch(() => '');
      if (response.status >= 500)
        throw new CmsUnavailableError(`CMS ${what}: ${response.status} ${text.slice(0, 300)}`);
      if (!response.ok) throw new CmsResponseError(`CMS ${what}: ${response.status} ${text.slice(0, 300)}`);
      return parseJson(text, path);
    },
  };
  return client;
}

/** A zod error as `path: message` lines a log reader can act on. */
export function problemsOf(error: { issues: readonly { path: PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
