import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { packageRoot } from '../../src/config/env.js';

/*
 * The production set-up as docker-compose.yml and .env.example describe it (issue 20, findings
 * 5, 6, 7 and 10): what the services are told, read from the files that ship.
 */
const repositoryRoot = path.resolve(packageRoot, '..');
type Service = { environment: Record<string, string> };
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
