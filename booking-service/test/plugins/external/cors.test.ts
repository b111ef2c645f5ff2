import { describe, expect, it } from 'vitest';
import { build } from '../../helpers/build.js';

const app = await build({ CORS_ORIGINS: 'http://localhost:3000,https://stayvn.example' });

function preflight(origin: string) {
  return app.inject({
    method: 'OPTIONS',
    url: '/v1/properties/hot',
    headers: { origin, 'access-control-request-method': 'GET' },
  });
}

describe('CORS', () => {
  it('lets the listed web origins call the API', async () => {
    for (const origin of ['http://localhost:3000', 'https://stayvn.example']) {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('does not let other origins read answers', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('are set by helmet on API answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});
