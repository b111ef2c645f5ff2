import { defineConfig, devices } from '@playwright/test';
import { browserUse } from './support/browser-use.js';
import { e2eEnv, ports, urls } from './support/environment.js';

// All three parts run on their own ports (so a running `npm start` does not get in the way),
// on databases in a fresh temporary folder.
const root = new URL('..', import.meta.url).pathname;

export default defineConfig({
  testDir: './tests',
  // Two workers: the accessibility audits (read-only, one page each) spread over both while the
  // journeys, which change shared data and follow one another, keep to one worker of their own.
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: urls.web,
    ...browserUse,
  },
  projects: [
    {
      name: 'journeys',
      // production.spec.ts runs against the production topology only (playwright.prod.config.ts).
      testIgnore: /(a11y|production|first-press)\.spec\.ts$/,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      // Read-only presses on throttled pages (mostly waiting): beside the journeys and audits.
      name: 'first-press',
      testMatch: /first-press\.spec\.ts$/,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'a11y',
      testMatch: /a11y\.spec\.ts$/,
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: [
    {
      name: 'cms',
      command: 'npm run start:test -w @stayvn/cms',
      cwd: root,
      url: `${urls.cms}/_health`,
      env: e2eEnv.cms,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'payment-stand-ins',
      command: 'npx tsx dev/payment-stand-ins.ts',
      cwd: `${root}booking-service`,
      url: `http://127.0.0.1:${ports.stripeStandIn}/health`,
      env: e2eEnv.paymentStandIns,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'booking-service',
      command: 'node dist/server.js',
      cwd: `${root}booking-service`,
      url: `${urls.booking}/health`,
      env: e2eEnv.booking,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'web',
      // Built and served as production serves it: home, results and apartments prerendered in
      // each language once the CMS and the booking service answer (scripts/prerender.mjs), the
      // rest as the plain app.
      command: [
        `npx vite build --outDir ${e2eEnv.webOutDir} --emptyOutDir`,
        // It stays to render again what a CMS change shows, and starts the server after its first run.
        `node scripts/prerender.mjs --build --dist ${e2eEnv.webOutDir} --ssr ${e2eEnv.webOutDir}-ssr --wait 300 ` +
          `--watch 127.0.0.1:${ports.prerenderWatch} ` +
          `--then npx vite preview --outDir ${e2eEnv.webOutDir} --port ${ports.web} --strictPort`,
      ].join(' && '),
      cwd: `${root}web`,
      url: urls.web,
      env: e2eEnv.web,
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
