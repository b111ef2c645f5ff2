import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { browserUse } from './support/browser-use.js';

/*
 * The production run (issue 29, `npm run test:prod -w @stayvn/e2e`): the global setup brings up
 * `npm run prod:local`'s topology (Caddy with docker/Caddyfile, the CMS and two booking-service
 * instances with NODE_ENV=production on PostgreSQL and Redis, S3 and SMTP stand-ins, the
 * prerenderer) on fresh databases; Chromium goes through Caddy. One booking-service instance is
 * killed during the journeys and comes back; the teardown checks that no mail was lost or sent
 * twice and no booking half-written. PROD_LOCAL_PORT_OFFSET (else E2E_PORT_OFFSET) moves the ports.
 */
if (!process.env.STAYVN_E2E_PRODUCTION_DIR) {
  process.env.STAYVN_E2E_PRODUCTION_DIR = mkdtempSync(join(tmpdir(), 'stayvn-e2e-prod-'));
}
const stateDir = process.env.STAYVN_E2E_PRODUCTION_DIR;
process.env.STAYVN_E2E_PRODUCTION_STATE = join(stateDir, 'state.json');
// The tests' own requests (helpers in support/) go to the public addresses through Caddy too:
// names under .localhost are this machine, and Caddy's local authority is trusted. Workers
// start after the global setup, when that authority's certificate exists.
const root = new URL('..', import.meta.url).pathname;
process.env.NODE_EXTRA_CA_CERTS = join(stateDir, 'caddy-data/caddy/pki/authorities/local/root.crt');
const shim = `--import ${join(root, 'scripts/prod-local/dns-localhost.mjs')}`;
if (!process.env.NODE_OPTIONS?.includes(shim))
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} ${shim}`.trim();

// Read after the variables above are set (the runner loads this file before the global setup,
// each worker again after it, when the state file names the addresses).
const { urls } = await import('./support/environment.js');

export default defineConfig({
  testDir: './tests',
  testMatch: ['production.spec.ts', 'staff.spec.ts'],
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  globalSetup: './support/production-setup.ts',
  use: {
    baseURL: urls.web,
    ...browserUse,
    // Caddy's certificates come from its own local authority.
    ignoreHTTPSErrors: true,
  },
  projects: [{ name: 'production', use: { ...devices['Desktop Chrome'] } }],
});
