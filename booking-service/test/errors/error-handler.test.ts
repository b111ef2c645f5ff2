import { errorEnvelopeSchema } from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/connect.js';
import { errorHandler } from '../../src/errors/error-handler.js';
import { createTestDatabase } from '../helpers/test-database.js';

/*
 * The second line of finding 1 (issue 20): a value the schemas let through but the database
 * refuses as input (a class 22 "data exception": bad encoding, bad text for a type, a number
 * out of range) is the client's mistake, a 400, not a 500. Real database errors, on PGlite and
 * on PostgreSQL.
 */
const database = await createTestDatabase();
const connection = await connectDatabase(database.env);
const app = Fastify({ logger: false });
app.setErrorHandler(errorHandler);
app.post<{ Body: { value: string; type: string } }>('/echo', async (request) => {
  const { value, type } = request.body;
  const cast = { text: sql`${value}::text`, int: sql`${value}::int`, date: sql`${value}::date` }[type]!;
  return connection.db.execute(sql`select ${cast} as value`);
});
app.get('/broken', async () => connection.db.execute(sql`select * from no_such_table`));
await app.ready();
afterAll(async () => {
  await app.close();
  await connection.close();
  await database.drop();
});

describe('the error handler and database errors', () => {
  it.each([
    ['a NUL in text', 'a\u0000b', 'text'],
    ['a word as a number', 'twelve', 'int'],
    ['a number out of range', '99999999999', 'int'],
    ['a date that does not exist', '2026-02-30', 'date'],
  ])('answers 400 for %s', async (_, value, type) => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { value, type } });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error).toEqual({
      code: 'bad_request',
      message: 'The request holds a value the service cannot take',
    });
  });

  it('still answers 500, without the reason, for a fault of its own', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(errorEnvelopeSchema.parse(response.json()).error).toEqual({
      code: 'internal_error',
      message: 'Something went wrong',
    });
  });
});
