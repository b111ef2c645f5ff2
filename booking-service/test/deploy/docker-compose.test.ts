import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EnvError, packageRoot, parseEnv } from '../../src/config/env.js';

/*
 * The production set-up as docker-compose.yml and .env.example describe it (issue 20, findings
 * 5, 6, 7 and 10): what the services are told, read from the files that ship.
 */
const repositoryRoot = path.resolve(packageRoot, '..');
type Service = {
  environment: Record<string, string>;
  build?: { args?: Record<string, string> };
};
const compose = parse(await readFile(path.join(repositoryRoot, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
};
const example = await readFile(path.join(repositoryRoot, '.env.example'), 'utf8');
const cms = compose.services.cms!.environment;
const booking = compose.services['booking-service']!.environment;

/** `${NAME:?message}` or `${NAME}` → NAME. */
const variableOf = (value: string) => /^\$\{([A-Z0-9_]+)/.exec(value)?.[1];

describe('docker-compose.yml', () => {
  it('gives the CMS and the booking service separate JWT secrets, both listed in .env.example', () => {
    const cmsSecret = variableOf(cms.JWT_SECRET!);
    const bookingSecret = variableOf(booking.JWT_SECRET!);
    expect(cmsSecret).toBeDefined();
    expect(bookingSecret).toBeDefined();
    expect(cmsSecret).not.toBe(bookingSecret);
    for (const name of [cmsSecret, bookingSecret]) expect(example).toMatch(new RegExp(`^${name}=$`, 'm'));
    expect(example).not.toMatch(/^JWT_SECRET=/m);
  });

  it("lets only the web's and the CMS admin's origins read the CMS", () => {
    const origins = cms.CORS_ORIGINS!.split(',');
    expect(origins).toEqual(['https://${DOMAIN}', 'https://cms.${DOMAIN}']);
  });

  it('trusts exactly the one proxy in front of the booking service, and keeps /docs closed', () => {
    expect(booking.TRUST_PROXY_HOPS).toBe('1');
    expect(booking.NODE_ENV).toBe('production');
    expect(booking.API_DOCS ?? 'false').toBe('false');
  });
});

describe('docker-compose.yml, map tiles (issue 29)', () => {
  it('requires a tile provider for the web build and its origin for the proxy, none defaulting to OSM', () => {
    const proxy = compose.services.proxy as Service & { build: { args: Record<string, string> } };
    const prerender = compose.services['web-prerender'] as Service & {
      build: { args: Record<string, string> };
    };
    expect(proxy.build.args.VITE_MAP_TILE_URL).toMatch(/^\$\{MAP_TILE_URL:\?/);
    expect(proxy.build.args.VITE_MAP_ATTRIBUTION).toMatch(/^\$\{MAP_ATTRIBUTION:\?/);
    expect(proxy.environment.MAP_TILE_ORIGIN).toMatch(/^\$\{MAP_TILE_ORIGIN:\?/);
    expect(prerender.build.args.VITE_MAP_TILE_URL).toBe('${MAP_TILE_URL}');
    expect(JSON.stringify(compose)).not.toContain('openstreetmap.org');
    for (const name of ['MAP_TILE_URL', 'MAP_ATTRIBUTION', 'MAP_TILE_ORIGIN']) {
      expect(example).toMatch(new RegExp(`^${name}=\\S`, 'm'));
    }
    expect(example).not.toMatch(/^MAP_TILE_URL=.*openstreetmap/m);
  });
});

describe('docker-compose.yml, uploads (issue 18)', () => {
  it('keeps the booking service’s files in the MinIO bucket, not on a volume of its own', () => {
    const service = compose.services['booking-service'] as Service & { volumes?: unknown };
    expect(booking.STORAGE_DRIVER).toBe('s3');
    expect(booking.S3_ENDPOINT).toContain('http://minio:9000');
    expect(booking.S3_FORCE_PATH_STYLE).toBe('true');
    expect(service.volumes).toBeUndefined();
    expect(compose.services.minio).toBeDefined();
    expect(compose.services['minio-bucket']).toBeDefined();
    for (const name of ['MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD', 'S3_BUCKET']) {
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
    }
  });
});

/**
 * One source of truth (issue 29): what each service requires in production, read from its own
 * environment checks, is what docker-compose.yml gives it.
 */
describe('docker-compose.yml gives each service what it requires in production', () => {
  /** A .env as a deployer fills it in: compose's own default where it has one, else a value. */
  const sample: Record<string, string> = {
    DOMAIN: 'stayvn.example.com',
    SMTP_URL: 'smtp://mail.example.com:587',
    STAFF_ADMIN_EMAIL: 'staff@stayvn.example.com',
  };
  const filled = (environment: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(environment).map(([name, value]) => [
        name,
        value.replace(
          /\$\{([A-Z0-9_]+)(?::-([^}]*)|:\?[^}]*)?\}/g,
          (_, variable: string, fallback?: string) =>
            fallback ?? sample[variable] ?? `${variable.toLowerCase()}-0123456789abcdef0123456789`,
        ),
      ]),
    );
  /** `${DOMAIN:?set DOMAIN}` and `${DOMAIN}` are the same reference. */
  const reference = (value: string | undefined) => value?.replace(/\$\{([A-Z0-9_]+):\?[^}]*\}/g, '${$1}');

  it('the booking service: every variable its schema requires with NODE_ENV=production', () => {
    let required: string[] = [];
    try {
      parseEnv({ NODE_ENV: 'production', STORAGE_DRIVER: 's3' });
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      required = error.problems.map((problem) => problem.variable);
    }
    expect(required).toContain('JWT_SECRET');
    expect(required.filter((name) => !(name in booking))).toEqual([]);
    // And the values compose gives (once .env is filled in) pass the schema as they are.
    expect(() => parseEnv(filled(booking))).not.toThrow();
    expect(reference(booking.CMS_API_TOKEN)).toBe(reference(cms.CMS_API_TOKEN));
  });

  it('the CMS: every secret its config refuses to start without in production', async () => {
    const sources = await Promise.all(
      [
        'cms/config/admin.ts',
        'cms/config/plugins.ts',
        'cms/config/server.ts',
        'cms/src/bootstrap/ensure-catalog-webhook.ts',
        'cms/src/bootstrap/ensure-prerender-webhook.ts',
      ].map((file) => readFile(path.join(repositoryRoot, file), 'utf8')),
    );
    const required = sources.flatMap((source) =>
      [...source.matchAll(/envSecret(?:List)?\(\s*'([A-Z0-9_]+)'/g)].map(([, name]) => name!),
    );
    expect(required).toEqual(
      expect.arrayContaining(['APP_KEYS', 'ADMIN_JWT_SECRET', 'CATALOG_WEBHOOK_SECRET']),
    );
    expect(required.filter((name) => !(name in cms))).toEqual([]);
    // The booking service creates draft properties with the token the CMS makes from this value.
    expect(cms.CMS_API_TOKEN).toMatch(/^\$\{CMS_API_TOKEN:\?/);
    expect(example).toMatch(/^CMS_API_TOKEN=$/m);
  });

  it('the CMS knows it is proxied, at its one public address', () => {
    expect(cms.IS_PROXIED).toBe('true');
    expect(cms.PUBLIC_URL).toMatch(/^https:\/\/cms\.\$\{DOMAIN/);
    expect(cms.NODE_ENV).toBe('production');
  });

  it('the web: every address its build reads, in both builds that ship it', async () => {
    const schema = await readFile(path.join(repositoryRoot, 'web/vite-plugins/web-env.ts'), 'utf8');
    const required = [...schema.matchAll(/^\s+(VITE_[A-Z0-9_]+):/gm)].map(([, name]) => name!);
    expect(required).toEqual(expect.arrayContaining(['VITE_API_URL', 'VITE_CMS_URL', 'VITE_SITE_URL']));
    for (const service of ['proxy', 'web-prerender']) {
      const args = compose.services[service]!.build?.args ?? {};
      expect(
        required.filter((name) => !(name in args)),
        service,
      ).toEqual([]);
      expect(reference(args.VITE_API_URL)).toBe(reference(booking.PUBLIC_URL));
      expect(reference(args.VITE_CMS_URL)).toBe(reference(cms.PUBLIC_URL));
    }
    // The prerenderer's webhook listener refuses to run without its secret in production.
    expect(compose.services['web-prerender']!.environment.PRERENDER_WEBHOOK_SECRET).toBeDefined();
  });
});
