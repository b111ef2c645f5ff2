import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './connect.js';

export interface WrittenQuery {
  sql: string;
  params: unknown[];
}

/**
 * Runs a statement the query builder has already written (`toSQL()`) on the database's own
 * client, its rows as arrays of column values: the builder does not write it a second time to
 * run it, and on PostgreSQL a `name` makes it a prepared statement that the server parses and
 * plans once per connection. Outside a transaction only.
 */
export async function runWritten(db: Database, query: WrittenQuery, name?: string): Promise<unknown[][]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query({ name, text: query.sql, values: query.params, rowMode: 'array' });
    return result.rows as unknown[][];
  }
  if (client instanceof PGlite) {
    const result = await client.query<unknown[]>(query.sql, query.params, { rowMode: 'array' });
    return result.rows;
  }
  throw new Error('runWritten needs the database itself, not a transaction');
}
