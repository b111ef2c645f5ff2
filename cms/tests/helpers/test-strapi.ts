import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { strapiModule } from './strapi-cjs';

const appDir = path.resolve(import.meta.dirname, '..', '..');

export interface TestStrapi {
  strapi: Core.Strapi;
  baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Boots the compiled CMS on a fresh SQLite file and a temporary public folder, listening on a
 * free port, exactly as `npm run start:test` does, with `env` layered over the process env.
 */
export async function startTestStrapi(env: Record<string, string> = {}): Promise<TestStrapi> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'stayvn-cms-test-'));
  const port = await freePort();
  Object.assign(process.env, {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    CMS_SERVE_ADMIN: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    PUBLIC_DIR: path.join(workDir, 'public'),
    STRAPI_LOG_LEVEL: 'warn',
    ...env,
  });
  const strapi = strapiModule.createStrapi({
    appDir,
    distDir: path.join(appDir, 'dist'),
    serveAdminPanel: false,
  });
  strapi.log.level = 'warn';
  await strapi.start();
  return {
    strapi,
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      // Strapi.destroy() ends with process.removeAllListeners(), which would also remove the
      // listeners the Vitest worker needs to talk to its parent; keep them through the shutdown.
      const removeAllListeners = process.removeAllListeners;
      process.removeAllListeners = (() => process) as typeof process.removeAllListeners;
      try {
        await strapi.destroy();
      } finally {
        process.removeAllListeners = removeAllListeners;
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: {
    event: string;
    model: string;
    uid?: string;
    entry?: { documentId?: string; [key: string]: unknown };
  };
}

/** A local stand-in for the booking service's /internal/catalog-events endpoint. */
export async function startWebhookReceiver(): Promise<{
  url: string;
  received: ReceivedWebhook[];
  waitFor(predicate: (hook: ReceivedWebhook) => boolean, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}> {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/internal/catalog-events') {
        received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        response.writeHead(202).end();
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const hook = received.find(predicate);
        if (hook) return hook;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(
        `No matching webhook within ${timeoutMs} ms; received: ${JSON.stringify(received.map((hook) => [hook.body.event, hook.body.model]))}`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
