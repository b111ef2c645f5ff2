import { errorCodes } from '@stayvn/shared';
import type { z } from 'zod';
import { config } from '@/config';
import { HttpError, buildUrl, fetchChecked, type QueryValue, type SchemaLoader } from './http-error';

const codeByStrapiName: Record<string, string> = {
  ValidationError: errorCodes.validation,
  UnauthorizedError: errorCodes.unauthorized,
  ForbiddenError: errorCodes.forbidden,
  NotFoundError: errorCodes.notFound,
  RateLimitError: errorCodes.tooManyRequests,
};

/** Reads Strapi's error body (its schemas are loaded on the error path only). */
export async function cmsErrorFrom(status: number, body: unknown): Promise<HttpError> {
  const { strapiErrorSchema, strapiValidationDetailsSchema } = await import('./cms-schemas');
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
  /** Loads the schema of the answer, e.g. `() => import('./schemas').then((m) => m.pageSchema)`. */
  schema: SchemaLoader<T>;
  signal?: AbortSignal;
  baseUrl?: string;
};

/** GET a Strapi REST resource (`/api/...`) and validate it; the schema loads during the request. */
export async function cmsGet<T extends z.ZodType>(
  path: string,
  request: CmsRequest<T>,
): Promise<z.output<T>> {
  return fetchChecked({
    source: 'cms',
    service: 'CMS',
    url: buildUrl(request.baseUrl ?? config.cmsUrl, path, request.query),
    init: { headers: { Accept: 'application/json' }, signal: request.signal },
    schema: request.schema,
    errorFrom: cmsErrorFrom,
  });
}

/** Strapi answers media URLs relative to itself when files are stored locally. */
export function cmsMediaUrl(url: string, baseUrl: string = config.cmsUrl): string {
  return /^https?:\/\//.test(url) ? url : new URL(url, `${baseUrl}/`).toString();
}
