import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScripts, scriptHash, securityHeaders } from '../security-headers.mjs';

const origins = { apiUrl: 'https://api.example.test/', cmsUrl: 'https://cms.example.test' };

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  it('allow scripts from the origin and the two prerendered inline scripts only', () => {
    const policy = directives(contentSecurityPolicy(origins));
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toEqual([
      "'self'",
      scriptHash(inlineScripts.addressGuard),
      scriptHash(inlineScripts.moduleLoader),
    ]);
    expect(scripts.join(' ')).not.toMatch(/unsafe/);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.test',
      'https://cms.example.test',
    ]);
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining([
        'https://cms.example.test',
        'https://tile.openstreetmap.org',
        'data:',
        'blob:',
      ]),
    );
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('allow pictures from the configured tile server instead of OpenStreetMap', () => {
    const policy = directives(
      contentSecurityPolicy({
        ...origins,
        mapTileUrl: 'https://tiles.example.com/basic/{z}/{x}/{y}{r}.png?key=k',
      }),
    );
    expect(policy.get('img-src')).toContain('https://tiles.example.com');
    expect(policy.get('img-src')).not.toContain('https://tile.openstreetmap.org');
  });

  it('hash the exact text of each inline script', () => {
    // echo -n "$text" | openssl dgst -sha256 -binary | base64, for a known text.
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('send HSTS only when asked (production, over HTTPS)', () => {
    expect(securityHeaders(origins)).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ ...origins, hsts: true })['Strict-Transport-Security']).toMatch(
      /^max-age=\d{8}/,
    );
    expect(securityHeaders(origins)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it('leave the development server free for HMR scripts, still refusing to be framed', () => {
    const policy = directives(
      securityHeaders({ ...origins, development: true })['Content-Security-Policy'] ?? '',
    );
    expect(policy.has('script-src')).toBe(false);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('are what the production Caddyfile sends on the web origin', () => {
    const caddyfile = readFileSync(new URL('../../docker/Caddyfile', import.meta.url), 'utf8')
      .replaceAll('{$DOMAIN}', 'example.test')
      .replaceAll('{$MAP_TILE_ORIGIN}', 'https://tiles.example.test');
    const snippet = /\(web_security_headers\) \{\s*header \{([\s\S]*?)\n\t\}/.exec(caddyfile)?.[1] ?? '';
    const sent = Object.fromEntries(
      [...snippet.matchAll(/^\t\t([\w-]+) "([^"]*)"$/gm)].map(([, name, value]) => [name, value]),
    );
    expect(sent).toEqual(
      securityHeaders({ ...origins, mapTileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png', hsts: true }),
    );
    expect(caddyfile).toMatch(/^example\.test \{\n\tencode zstd gzip\n\timport web_security_headers\n/m);
  });
});
