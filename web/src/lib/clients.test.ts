import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { propertyListSchema } from '@stayvn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiGet, apiSend } from './api-client';
import { cmsGet, cmsMediaUrl } from './cms-client';
import { HttpError, ResponseShapeError } from './http-error';

/** A real HTTP server answering what the booking service and Strapi answer. */
let server: Server;
let baseUrl: string;
const requests: string[] = [];
/** Called with each request's URL as it arrives. */
const arrivals = new Set<(url: string) => void>();

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    for (const arrival of arrivals) arrival(req.url ?? '');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    switch (path) {
      case '/v1/properties/hot':
        return json(200, { items: [] });
      case '/v1/newsletter/subscriptions':
        return json(201, { created: true });
      case '/v1/bad-query':
        return json(400, {
          error: {
            code: 'validation_failed',
            message: 'Invalid query',
            details: [{ field: 'cityId', code: 'unknown_city', message: 'Unknown city' }],
          },
        });
      case '/v1/html-error':
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<h1>Bad gateway</h1>');
      case '/v1/wrong-shape':
        return json(200, { items: [{ id: 1 }] });
      case '/api/banners':
        return json(200, { data: [], meta: {} });
      case '/api/forbidden':
        return json(403, {
          data: null,
          error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} },
        });
      case '/api/invalid':
        return json(400, {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Invalid key(s)',
            details: {
              errors: [{ path: ['filters', 'price'], message: 'Invalid key price', name: 'ValidationError' }],
            },
          },
        });
      default:
        return json(404, {
          data: null,
          error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
        });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The clients take schemas as loaders (schema modules are loaded lazily in the app). */
const loaded =
  <T>(schema: T) =>
  () =>
    Promise.resolve(schema);
const anything = loaded(z.unknown());

/** A loader that resolves only once the server has received a request for `path`. */
function loadedAfterRequest<T>(path: string, schema: T): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        arrivals.delete(arrival);
        reject(new Error(`no request for ${path} while the schema was loading`));
      }, 2_000);
      const arrival = (url: string) => {
        if (!url.startsWith(path)) return;
        clearTimeout(timer);
        arrivals.delete(arrival);
        resolve(schema);
      };
      arrivals.add(arrival);
    });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('apiGet', () => {
  it('sends the query and returns the validated body', async () => {
    const body = await apiGet('/v1/properties/hot', {
      baseUrl,
      schema: loaded(propertyListSchema),
      query: { cityId: 1, lang: 'jp', currency: 'VND', skipped: undefined },
    });
    expect(body).toEqual({ items: [] });
    expect(requests.at(-1)).toBe('/v1/properties/hot?cityId=1&lang=jp&currency=VND');
  });

  it('turns the error envelope into an HttpError with field details', async () => {
    const error = await failure(apiGet('/v1/bad-query', { baseUrl, schema: anything }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      source: 'api',
      status: 400,
      code: 'validation_failed',
      message: 'Invalid query',
      details: [{ field: 'cityId', code: 'unknown_city', message: 'Unknown city' }],
    });
  });

  it('keeps the status of an error without an envelope', async () => {
    const error = await failure(apiGet('/v1/html-error', { baseUrl, schema: anything }));
    expect(error).toMatchObject({ status: 502, code: 'internal_error', details: [] });
  });

  it('rejects a body of the wrong shape', async () => {
    const error = await failure(apiGet('/v1/wrong-shape', { baseUrl, schema: loaded(propertyListSchema) }));
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as ResponseShapeError).issues.some((issue) => issue.startsWith('items.0.'))).toBe(true);
  });

  it('reports an unreachable service as a network error', async () => {
    const error = await failure(
      apiGet('/v1/properties/hot', { baseUrl: 'http://127.0.0.1:9', schema: anything }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0, code: 'service_unavailable', isNetworkError: true });
  });
});

describe('cmsGet', () => {
  it('encodes Strapi query parameters', async () => {
    await cmsGet('/api/banners', {
      baseUrl,
      schema: loaded(z.object({ data: z.array(z.unknown()) })),
      query: { locale: 'ja', 'pagination[pageSize]': 5, sort: 'order:asc' },
    });
    expect(decodeURIComponent(requests.at(-1) ?? '')).toBe(
      '/api/banners?locale=ja&pagination[pageSize]=5&sort=order:asc',
    );
  });

  it('maps Strapi error names to our codes', async () => {
    expect(await failure(cmsGet('/api/forbidden', { baseUrl, schema: anything }))).toMatchObject({
      source: 'cms',
      status: 403,
      code: 'forbidden',
    });
    expect(await failure(cmsGet('/api/missing', { baseUrl, schema: anything }))).toMatchObject({
      status: 404,
      code: 'not_found',
      isNotFound: true,
    });
  });

  it('turns Strapi validation details into field errors', async () => {
    expect(await failure(cmsGet('/api/invalid', { baseUrl, schema: anything }))).toMatchObject({
      code: 'validation_failed',
      message: 'Invalid key(s)',
      details: [{ field: 'filters.price', code: 'invalid', message: 'Invalid key price' }],
    });
  });
});

describe('schema loading', () => {
  it('sends the request while the schema loads, not after', async () => {
    await expect(
      apiGet('/v1/properties/hot', {
        baseUrl,
        schema: loadedAfterRequest('/v1/properties/hot', propertyListSchema),
      }),
    ).resolves.toEqual({ items: [] });
    await expect(
      cmsGet('/api/banners', {
        baseUrl,
        schema: loadedAfterRequest('/api/banners', z.object({ data: z.array(z.unknown()) })),
      }),
    ).resolves.toEqual({ data: [] });
    await expect(
      apiSend('/v1/newsletter/subscriptions', {
        baseUrl,
        method: 'POST',
        body: { email: 'guest@example.com', language: 'en' },
        schema: loadedAfterRequest('/v1/newsletter/subscriptions', z.object({ created: z.boolean() })),
      }),
    ).resolves.toEqual({ created: true });
  });

  it('checks the answer with the schema the loader gave', async () => {
    const error = await failure(
      cmsGet('/api/banners', { baseUrl, schema: loaded(z.object({ data: z.array(z.string()).min(1) })) }),
    );
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ source: 'cms', issues: [expect.stringMatching(/^data: /)] });
  });

  it('answers undefined without a schema (204-style calls)', async () => {
    await expect(
      apiSend('/v1/newsletter/subscriptions', { baseUrl, method: 'POST', body: {} }),
    ).resolves.toBeUndefined();
  });
});

describe('cmsMediaUrl', () => {
  it('makes local upload paths absolute and leaves full URLs alone', () => {
    expect(cmsMediaUrl('/uploads/a.jpg', 'http://cms.test')).toBe('http://cms.test/uploads/a.jpg');
    expect(cmsMediaUrl('https://cdn.test/a.jpg', 'http://cms.test')).toBe('https://cdn.test/a.jpg');
  });
});
