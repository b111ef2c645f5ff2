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
