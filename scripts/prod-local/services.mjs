// The parts of the local production topology that run inside the orchestrator's own process:
// the S3-compatible store (s3rver, as the booking-service tests use) and an SMTP server that
// keeps each mail as a file, and the PostgreSQL databases.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';

export async function startS3({ port, directory, bucket }) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return { close: () => server.close() };
}

/** Every mail the booking service sends, as <folder>/<n>-<recipient>.eml. */
export async function startMail({ port, directory }) {
  mkdirSync(directory, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',');
        count += 1;
        writeFileSync(
          join(directory, `${String(count).padStart(4, '0')}-${to.replace(/[^\w@.,-]/g, '_')}.eml`),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Creates the run's databases when missing (`fresh`: drops them first). */
export async function ensureDatabases(names, { fresh = false } = {}) {
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    for (const name of names) {
      if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
      if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await client.end();
  }
}

export async function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  const net = await import('node:net');
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) }, () =>
      socket.write('PING\r\n'),
    );
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
    socket.once('error', () => resolve(false));
    socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
  });
}
