/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS script: Strapi must be required, see below */
/**
 * Starts the CMS for tests and the end-to-end suite: compiles only the TypeScript server code
 * (skipped when dist/ is newer than every source file) and starts Strapi without bundling the
 * admin panel. The admin SPA at /admin is served when `strapi build` has left it in dist/build
 * (`npm run build -w @stayvn/cms`, part of `npx turbo run build`) unless CMS_SERVE_ADMIN=false;
 * the admin API (/admin/login, /content-manager/...) works either way.
 *
 * CommonJS on purpose: @strapi/strapi's ES module build cannot be imported by Node directly.
 */
const fs = require('node:fs');
const path = require('node:path');
const { compileStrapi, createStrapi } = require('@strapi/strapi');

process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');
// The end-to-end editor journeys click through the admin panel; the built panel is only served.
const serveAdminPanel =
  process.env.CMS_SERVE_ADMIN !== 'false' && fs.existsSync(path.join(distDir, 'build', 'index.html'));
process.env.CMS_SERVE_ADMIN = String(serveAdminPanel);
const buildInfo = path.join(distDir, 'tsconfig.tsbuildinfo');

function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'admin') newest = Math.max(newest, newestSourceTime(full));
    } else if (/\.(ts|json)$/.test(entry.name) && !entry.name.includes('.test.')) {
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  }
  return newest;
}

/** Type-checking the whole project takes several seconds even when nothing changed. */
function distIsCurrent() {
  if (!fs.existsSync(buildInfo) || !fs.existsSync(path.join(distDir, 'src', 'index.js'))) return false;
  const sources = ['src', 'config'].map((dir) => newestSourceTime(path.join(appDir, dir)));
  sources.push(fs.statSync(path.join(appDir, 'tsconfig.json')).mtimeMs);
  return Math.max(...sources) <= fs.statSync(buildInfo).mtimeMs;
}

async function main() {
  const started = Date.now();
  let compileNote = 'dist up to date, compile skipped';
  if (!distIsCurrent()) {
    await compileStrapi({ appDir });
    // tsc leaves the build info untouched when it had nothing to emit; mark the check point.
    const now = new Date();
    fs.utimesSync(buildInfo, now, now);
    compileNote = `TypeScript compile ${Date.now() - started} ms`;
  }
  const app = createStrapi({ appDir, distDir, serveAdminPanel });
  await app.start();
  const adminNote = serveAdminPanel ? 'admin panel at /admin' : 'no admin panel (not built)';
  app.log.info(`[stayvn] test server ready in ${Date.now() - started} ms (${compileNote}; ${adminNote})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
