import { describe, expect, it } from 'vitest';
import { build } from '../../helpers/build.js';

const app = await build();
const appWithoutDatabase = await build();

describe('GET /health', () => {
  it('reports the service and its database as ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not answer', async () => {
    await appWithoutDatabase.dbConnection.close();

    const response = await appWithoutDatabase.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });
});

describe('a failure inside a route', () => {
  it('answers 500 in the error envelope without revealing the cause', async () => {
    await appWithoutDatabase.dbConnection.close();

    const response = await appWithoutDatabase.inject({ method: 'GET', url: '/v1/properties/hot' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong' } });
  });
});
