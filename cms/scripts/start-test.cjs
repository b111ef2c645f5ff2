/**
 * Starts the CMS for tests and the end-to-end suite: compiles only the TypeScript server code
 * (incremental, a few seconds) and starts Strapi without the admin panel, which `strapi build`
 * would otherwise have to bundle first. The admin API (/admin/login, /content-manager/...) still
 * works; only the admin SPA at /admin is not served.
 *
 * CommonJS on purpose: @strapi/strapi's ES module build cannot be imported by Node directly.
 */
const { compileStrapi, createStrapi } = require('@strapi/strapi');

process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
process.env.CMS_SERVE_ADMIN = 'false';

async function main() {
  const started = Date.now();
  const appContext = await compileStrapi({ appDir: process.cwd() });
  const compiledIn = Date.now() - started;
  const app = createStrapi({ ...appContext, serveAdminPanel: false });
  await app.start();
  app.log.info(
    `[stayvn] test server ready in ${Date.now() - started} ms (TypeScript compile ${compiledIn} ms)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
