// `npm run prod:local` (issue 29): the production topology of docker-compose.yml on one machine,
// without Docker. Caddy with docker/Caddyfile in front of the CMS (NODE_ENV=production, on
// PostgreSQL), two booking-service instances (NODE_ENV=production, PostgreSQL and Redis, files in
// a local S3-compatible store) and the prerenderer; mail goes to a local SMTP server.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRunEnv, portsFor, root, serviceEnvironments } from './config.mjs';
import { createProcesses, waitUntilReady } from './processes.mjs';
import { ensureDatabases, redisAnswers, startMail, startS3 } from './services.mjs';

const dnsShim = join(root, 'scripts/prod-local/dns-localhost.mjs');

/**
 * Options: stateDir (data, secrets, web build, mail, logs), portOffset, databasePrefix, fresh
 * (new databases and secrets), smtpUrl (mail to another server instead of the run's own),
 * skipBuild, output (where the services' lines go).
 */
export async function startTopology(options = {}) {
  const stateDir = options.stateDir ?? join(root, '.prod-local');
  const ports = portsFor(options.portOffset ?? 0);
  const prefix = options.databasePrefix ?? 'stayvn_prod_local';
  const databases = { booking: `${prefix}_booking`, cms: `${prefix}_cms` };
  const redisUrl = options.redisUrl ?? 'redis://127.0.0.1:6379';
  if (options.fresh) {
    const { rmSync } = await import('node:fs');
    rmSync(stateDir, { recursive: true, force: true });
  }
  mkdirSync(stateDir, { recursive: true });
  const runEnv = loadRunEnv(stateDir, ports);
  const stateFile = join(stateDir, 'state.json');
  const smtpUrl = options.smtpUrl ?? runEnv.SMTP_URL;
  const env = serviceEnvironments({ runEnv, ports, stateDir, databases, redisUrl, smtpUrl });
  const log = (line) => (options.output ?? process.stdout).write(`prod-local| ${line}\n`);
  const processes = createProcesses({ root, output: options.output });
  const closers = [];
  let ready = false;
  let stopping = false;
  async function stop() {
    stopping = true;
    await processes.stopAll();
    for (const close of closers.reverse()) await close.close();
  }
  // A stop asked for while it starts (Ctrl+C, a failed start) reaches what has started so far.
  options.registerStop?.(stop);

  if (!(await redisAnswers(redisUrl))) throw new Error(`Redis does not answer at ${redisUrl}`);
  await ensureDatabases(Object.values(databases), { fresh: options.fresh });
  if (!options.skipBuild) await buildServices(processes, log);

  closers.push(await startS3({ port: ports.s3, directory: join(stateDir, 's3'), bucket: runEnv.S3_BUCKET }));
  if (!options.smtpUrl)
    closers.push(await startMail({ port: ports.smtp, directory: join(stateDir, 'mail') }));

  const caddy = processes.run(
    'caddy',
    ['caddy', 'run', '--config', 'docker/Caddyfile', '--adapter', 'caddyfile'],
    {
      env: env.proxy,
      color: 32,
    },
  );
  const caCert = join(env.proxy.XDG_DATA_HOME, 'caddy/pki/authorities/local/root.crt');
  await until(() => existsSync(caCert), 60, 'Caddy’s local certificate authority', caddy);
  const tls = { NODE_EXTRA_CA_CERTS: caCert, NODE_OPTIONS: `--import ${dnsShim}` };

  log('starting the CMS (production mode)…');
  /** Runs a service and starts it again when it stops, as compose's `restart: unless-stopped`. */
  const supervise = (service) => {
    service.child = processes.run(service.name, service.command, service.options);
    service.child.once('exit', (code, signal) => {
      if (stopping) return;
      service.restarts += 1;
      log(`${service.name} stopped (${signal ?? code}); starting it again`);
      setTimeout(() => {
        supervise(service);
        writeState();
      }, 1000);
    });
    return service;
  };
  const cmsService = supervise({
    name: 'cms',
    command: ['npm', 'run', 'start', '-w', '@stayvn/cms'],
    options: { env: env.cms, color: 35 },
    restarts: 0,
  });

  // The web is built for this run's addresses while the CMS starts (and seeds, the first time).
  if (!options.skipBuild) await buildWeb(processes, env, stateDir);
  // The first start seeds the demo content (minutes on a busy machine).
  await waitUntilReady(`http://127.0.0.1:${ports.cms}/_health`, { seconds: 900 });

  const instances = env.booking.map((instanceEnv, index) => ({
    index,
    env: instanceEnv,
    name: `booking-${index + 1}`,
    command: ['node', 'dist/server.js'],
    options: { cwd: join(root, 'booking-service'), env: instanceEnv, color: 36 },
    child: null,
    restarts: 0,
  }));
  // One after the other: the first migrates the database and syncs the catalog.
  for (const instance of instances) {
    supervise(instance);
    await waitUntilReady(`http://127.0.0.1:${instance.env.PORT}/health`, {
      child: instance.child,
      seconds: 180,
    });
  }

  const urls = {
    web: `https://${runEnv.DOMAIN}`,
    api: env.booking[0].PUBLIC_URL,
    cms: env.cms.PUBLIC_URL,
  };
  log('prerendering the pages (home, results, apartments) through Caddy…');
  const prerender = processes.run(
    'prerender',
    [
      'node',
      'scripts/prerender.mjs',
      '--dist',
      join(stateDir, 'web'),
      '--ssr',
      join(stateDir, 'web-ssr'),
      '--out',
      join(stateDir, 'web/pages'),
      '--wait',
      '300',
      '--watch',
      `127.0.0.1:${ports.prerenderWatch}`,
      '--every',
      env.prerender.PRERENDER_EVERY_SECONDS ?? '600',
    ],
    { cwd: join(root, 'web'), env: { ...env.prerender, ...tls }, color: 33 },
  );
  await until(
    () => existsSync(join(stateDir, 'web/pages/en/index.html')),
    600,
    'the first prerendered pages',
    prerender,
  );
  await waitUntilReady(`${urls.web}/en`, { seconds: 60, fetchOptions: {} }).catch(() => undefined);

  function writeState(extra = {}) {
    if (!ready) return undefined;
    const state = {
      pid: process.pid,
      ready,
      urls,
      ports,
      databases,
      caCert,
      mailDir: options.smtpUrl ? null : join(stateDir, 'mail'),
      accounts: {
        cmsAdmin: { email: runEnv.ADMIN_EMAIL, password: runEnv.ADMIN_PASSWORD },
        staff: { email: runEnv.STAFF_ADMIN_EMAIL, password: runEnv.STAFF_ADMIN_PASSWORD },
      },
      staffApiToken: runEnv.STAFF_API_TOKEN,
      cmsRestarts: cmsService.restarts,
      cmsApiToken: runEnv.CMS_API_TOKEN,
      instances: instances.map((instance) => ({
        url: `http://127.0.0.1:${instance.env.PORT}`,
        pid: instance.child?.pid,
        restarts: instance.restarts,
      })),
      ...extra,
    };
    writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });
    return state;
  }
  ready = true;
  const state = writeState();

  return { state, stateFile, stop };
}

async function until(check, seconds, what, child) {
  const deadline = Date.now() + seconds * 1000;
  while (!check()) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${what}: the process exited`);
    if (Date.now() > deadline) throw new Error(`no ${what} within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The services as compose's Dockerfile builds them (turbo's cache makes a second run quick). */
async function buildServices(processes, log) {
  log('building (cached after the first run; the CMS admin panel takes several minutes the first time)…');
  // The CMS's admin panel takes minutes to build: a build that is there is reused (delete
  // cms/dist to build it again).
  const cmsBuilt = existsSync(join(root, 'cms/dist/build/index.html'));
  const services = ['@stayvn/shared', '@stayvn/booking-service', ...(cmsBuilt ? [] : ['@stayvn/cms'])];
  await step(
    processes,
    [
      'npx',
      'turbo',
      'run',
      'build',
      ...services.map((name) => `--filter=${name}`),
      '--output-logs=errors-only',
    ],
    root,
    {
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
  );
}

/** The web and its prerenderer's renderer, built for this run's public addresses. */
async function buildWeb(processes, env, stateDir) {
  const web = join(root, 'web');
  await step(
    processes,
    ['npx', 'vite', 'build', '--outDir', join(stateDir, 'web'), '--emptyOutDir'],
    web,
    env.web,
  );
  await step(
    processes,
    [
      'npx',
      'vite',
      'build',
      '--ssr',
      'src/prerender/render.tsx',
      '--outDir',
      join(stateDir, 'web-ssr'),
      '--emptyOutDir',
    ],
    web,
    env.web,
  );
}

async function step(processes, command, cwd, stepEnv) {
  const code = await processes.exited(processes.run('build', command, { cwd, env: stepEnv }));
  if (code !== 0) throw new Error(`${command.join(' ')} failed (exit code ${code})`);
}
