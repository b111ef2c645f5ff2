import { describe, expect, it } from 'vitest';
import { build } from '../../helpers/build.js';

const app = await build({ CORS_ORIGINS: 'https://stayvn.example' });

describe('CORS for the accounts API', () => {
  it('lets the web send the refresh cookie and the Authorization header', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/v1/auth/refresh',
      headers: {
        origin: 'https://stayvn.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://stayvn.example');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
  });

  it('never allows credentials for another origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/v1/auth/refresh',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
