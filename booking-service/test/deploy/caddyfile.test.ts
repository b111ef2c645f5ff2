import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/config/env.js';

/*
 * The production proxy's configuration (docker/Caddyfile, issue 29) as Caddy itself reads it:
 * with compose's environment, and with the one `npm run prod:local` gives the same file. CI
 * installs Debian's caddy (.ci/run); CADDY_PATH points at another binary.
 */
const caddyfile = path.resolve(packageRoot, '..', 'docker', 'Caddyfile');
const caddy = process.env.CADDY_PATH ?? 'caddy';

function adapt(env: Record<string, string>) {
  const run = (command: string) =>
    execFileSync(caddy, [command, '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  run('validate');
  return JSON.parse(run('adapt')) as {
    apps: { http: { servers: Record<string, { listen: string[]; routes: unknown[] }> } };
  };
}

describe('docker/Caddyfile', () => {
  it('is valid with compose’s environment: the web, api. and cms. hosts on port 443', () => {
    const config = adapt({ DOMAIN: 'stayvn.example.com' });
    const text = JSON.stringify(config.apps.http.servers);
    expect(Object.values(config.apps.http.servers).flatMap((server) => server.listen)).toContain(':443');
    for (const host of ['"stayvn.example.com"', '"api.stayvn.example.com"', '"cms.stayvn.example.com"']) {
      expect(text).toContain(host);
    }
    expect(text).toContain('"dial":"booking-service:4000"');
    expect(text).toContain('"dial":"cms:1337"');
  });

  it('balances the API over every booking-service instance it is given, retrying a dead one', () => {
    const config = adapt({
      DOMAIN: 'stayvn.localhost:18443',
      HTTP_PORT: '18080',
      HTTPS_PORT: '18443',
      CADDY_ADMIN: 'localhost:12019',
      BOOKING_UPSTREAMS: '127.0.0.1:14001 127.0.0.1:14002',
      CMS_UPSTREAM: '127.0.0.1:11337',
      WEB_ROOT: '/tmp/stayvn-web',
    });
    const text = JSON.stringify(config.apps.http.servers);
    expect(Object.values(config.apps.http.servers).flatMap((server) => server.listen)).toContain(':18443');
    expect(text).toContain('"upstreams":[{"dial":"127.0.0.1:14001"},{"dial":"127.0.0.1:14002"}]');
    expect(text).toMatch(/"try_duration":[1-9]/);
    expect(text).toContain('"dial":"127.0.0.1:11337"');
    expect(text).toContain('"root":"/tmp/stayvn-web"');
    // The security headers name the API and the CMS at the address browsers use, port included.
    expect(text).toContain(
      "connect-src 'self' https://api.stayvn.localhost:18443 https://cms.stayvn.localhost:18443",
    );
  });
});
