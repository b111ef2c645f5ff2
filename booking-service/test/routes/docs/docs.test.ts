import { describe, expect, it } from 'vitest';
import { build } from '../../helpers/build.js';

const app = await build();

describe('/docs', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/v1/properties/hot',
        '/v1/properties/search',
        '/v1/properties/search/count',
        '/v1/properties/offers',
        '/v1/properties/by-ids',
        '/internal/catalog-events',
      ]),
    );
    // Both search tabs' parameters are documented on the one search path.
    const searchParameters = document.paths['/v1/properties/search'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(searchParameters).toEqual(
      expect.arrayContaining(['type', 'keyword', 'districts', 'checkIn', 'adults']),
    );
    // Both tabs' values of `type`, which is optional (residence by default): issue 20, finding 10.
    const type = document.paths['/v1/properties/search'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'type',
    );
    expect(type.required).toBe(false);
    expect([...type.schema.enum].sort()).toEqual(['office', 'residence']);
    const hot = document.paths['/v1/properties/hot'].get;
    expect(
      hot.parameters
        .map((parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`)
        .sort(),
    ).toEqual(['query:cityId', 'query:currency', 'query:lang']);
    expect(Object.keys(hot.responses)).toEqual(expect.arrayContaining(['200', '400']));
    expect(hot.responses['200'].content['application/json'].schema.properties.items.type).toBe('array');
    expect(document.paths['/internal/catalog-events'].post.security).toEqual([{ catalogWebhookSecret: [] }]);
  });

  it('serves Swagger UI', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger');
  });
});

describe('/docs switched off (issue 20, finding 10)', async () => {
  const closed = await build({ API_DOCS: 'false' });
  it.each(['/docs', '/docs/json', '/docs/yaml', '/docs/static/index.html'])(
    'answers 404 at %s',
    async (url) => {
      const response = await closed.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    },
  );
});

describe('unknown routes', () => {
  it('answer 404 in the error envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'Route GET /v1/nowhere not found' },
    });
  });
});
