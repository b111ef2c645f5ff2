import { errorCodes } from '@stayvn/shared';
import { z } from 'zod';
import { config } from '@/config';
import { HttpError, ResponseShapeError, buildUrl, readJson, type QueryValue } from './http-error';

/** Strapi 5 answers errors as `{ data: null, error: { status, name, message, details } }`. */
const strapiErrorSchema = z.lazy(() =>
  z.object({
    error: z.object({
      status: z.number().int(),
      name: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  }),
);

/** Strapi's ValidationError lists field problems in details.errors[{ path: string[], message }]. */
const strapiValidationDetailsSchema = z.lazy(() =>
  z.object({
    errors: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })),
  }),
);

const codeByStrapiName: Record<string, string> = {
  ValidationError: errorCodes.validation,
  UnauthorizedError: errorCodes.unauthorized,
  ForbiddenError: errorCodes.forbidden,
  NotFoundError: errorCodes.notFound,
  RateLimitError: errorCodes.tooManyRequests,
};

export function cmsErrorFrom(status: number, body: unknown): HttpError {
  const parsed = strapiErrorSchema.safeParse(body);
  if (!parsed.success) {
    const code =
      status === 404 ? errorCodes.notFound : status >= 500 ? errorCodes.internal : `http_${status}`;
    return new HttpError('cms', status, code, `CMS answered ${status}`);
  }
  const { name, message, details } = parsed.data.error;
  const validation = strapiValidationDetailsSchema.safeParse(details);
  const fieldErrors = validation.success
    ? validation.data.errors.map((error) => ({
        field: error.path.join('.'),
        code: 'invalid',
        message: error.message,
      }))
    : [];
  const code = codeByStrapiName[name] ?? (status >= 500 ? errorCodes.internal : `http_${status}`);
  return new HttpError('cms', status, code, message, fieldErrors);
}

export type CmsRequest<T extends z.ZodType> = {
  query?: Record<string, QueryValue>;
  schema: T;
  signal?: AbortSignal;
  baseUrl?: string;
};

/** GET a Strapi REST resource (`/api/...`) and validate it. */
export async function cmsGet<T extends z.ZodType>(
  path: string,
  request: CmsRequest<T>,
): Promise<z.output<T>> {
  const url = buildUrl(request.baseUrl ?? config.cmsUrl, path, request.query);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal: request.signal });
  } catch (cause) {
    if (request.signal?.aborted) throw cause;
    throw new HttpError('cms', 0, errorCodes.unavailable, `CMS unreachable at ${url}`);
  }
  const body = await readJson(response);
  if (!response.ok) throw cmsErrorFrom(response.status, body);
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    throw new ResponseShapeError(
      'cms',
      url,
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}

/** Strapi answers media URLs relative to itself when files are stored locally. */
export function cmsMediaUrl(url: string, baseUrl: string = config.cmsUrl): string {
  return /^https?:\/\//.test(url) ? url : new URL(url, `${baseUrl}/`).toString();
}

/** A CMS list field (a relation, a repeatable component): absent or null reads as empty. */
export const cmsList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((list) => list ?? []);
