import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EnvError,
  devCatalogWebhookSecret,
  inMemoryDataDir,
  packageRoot,
  parseEnv,
} from '../../src/config/env.js';

function problemsOf(source: Record<string, string>) {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected the environment to be rejected');
}

describe('parseEnv', () => {
  it('has working defaults for a local run', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 4000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      DATABASE_URL: undefined,
      PGLITE_DATA_DIR: path.join(packageRoot, '.data/pglite'),
      CMS_URL: 'http://localhost:1337',
      CMS_PUBLIC_URL: 'http://localhost:1337',
      CATALOG_WEBHOOK_SECRET: devCatalogWebhookSecret,
      CATALOG_SYNC_ON_START: true,
      CORS_ORIGINS: ['http://localhost:3000'],
    });
  });

  it('reads and normalizes what is set', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://booking@db:5432/booking',
      PGLITE_DATA_DIR: inMemoryDataDir,
      CMS_URL: 'http://cms:1337/',
      CMS_PUBLIC_URL: 'https://cms.stayvn.example',
      CORS_ORIGINS: 'https://stayvn.example, https://www.stayvn.example',
      CATALOG_SYNC_ON_START: 'false',
      LOG_LEVEL: '',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://booking@db:5432/booking',
      PGLITE_DATA_DIR: inMemoryDataDir,
      CMS_URL: 'http://cms:1337',
      CMS_PUBLIC_URL: 'https://cms.stayvn.example',
      CORS_ORIGINS: ['https://stayvn.example', 'https://www.stayvn.example'],
      CATALOG_SYNC_ON_START: false,
      LOG_LEVEL: 'info',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/booking' }, 'DATABASE_URL'],
    [{ CMS_URL: 'localhost:1337' }, 'CMS_URL'],
    [{ CMS_PUBLIC_URL: 'ftp://cms' }, 'CMS_PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ CATALOG_WEBHOOK_SECRET: 'short' }, 'CATALOG_WEBHOOK_SECRET'],
    [{ CATALOG_SYNC_ON_START: 'maybe' }, 'CATALOG_SYNC_ON_START'],
  ])('rejects %o naming %s', (source, variable) => {
    expect(problemsOf(source).map((problem) => problem.variable)).toEqual([variable]);
  });

  it('requires a real webhook secret in production, never the development default', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      { variable: 'CATALOG_WEBHOOK_SECRET', message: expect.stringContaining('NODE_ENV=production') },
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', CATALOG_WEBHOOK_SECRET: devCatalogWebhookSecret })[0]?.variable,
    ).toBe('CATALOG_WEBHOOK_SECRET');
    expect(
      parseEnv({ NODE_ENV: 'production', CATALOG_WEBHOOK_SECRET: 'a-long-production-secret' })
        .CATALOG_WEBHOOK_SECRET,
    ).toBe('a-long-production-secret');
  });

  it('names every bad variable at once without echoing values', () => {
    const error = (() => {
      try {
        parseEnv({ PORT: 'abc', CATALOG_WEBHOOK_SECRET: 'tiny-secret' });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toContain('PORT');
    expect(error?.message).toContain('CATALOG_WEBHOOK_SECRET');
    expect(error?.message).not.toContain('tiny-secret');
  });
});

describe('starting the server with a bad environment', () => {
  it('stops the process with a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: packageRoot,
      env: { PATH: process.env.PATH, PORT: 'not-a-port', PGLITE_DATA_DIR: inMemoryDataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment');
    expect(result.stderr).toMatch(/PORT: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
