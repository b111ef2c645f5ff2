#!/usr/bin/env node
// `npm run bench -w @stayvn/web`: the performance budget of issue 6.
//
// 1. Builds the web (Vite, with its manifest) into a temporary folder and adds up the home
//    route's initial JavaScript, gzipped: the entry chunk and every chunk it imports statically,
//    plus the layout's and home's route chunks (and their imports) that must arrive before home
//    paints its content.
// 2. Starts the CMS, the booking service and the built web on loopback ports of their own, on
//    fresh temporary databases seeded with the demo content (as the e2e suite does), and runs
//    Lighthouse (mobile preset, Debian Chromium) on home, a search-results page and an
//    apartment detail page whose id it reads from the booking service.
// 3. Prints the figures next to their targets, stops what it started and removes the folder.
//
// Not part of `npm test`. Exits 0 when it could measure (add --strict to exit 1 when a target
// is missed), 1 when it could not. BENCH_PORT_OFFSET moves the ports (default 95: web 3195,
// booking 4195, CMS 1532); CHROMIUM_PATH overrides /usr/bin/chromium; --size-only skips
// Lighthouse and the services; --serve starts the site as measured and keeps it up (Ctrl+C
// stops it), for looking into a figure with Lighthouse or DevTools by hand; --runs N runs
// Lighthouse N times per page (default 5) and reports the run with the median score;
// --cpu-slowdown N sets Lighthouse's simulated CPU slowdown (default 4, the mobile preset's). The
// figures are printed with the Lighthouse, Chromium and Node versions that made them.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { runLighthouse } from './bench-lighthouse.mjs';
import { initialJavaScript } from './bench-size.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const strict = process.argv.includes('--strict');
const sizeOnly = process.argv.includes('--size-only');
const serveOnly = process.argv.includes('--serve');
const runsIndex = process.argv.indexOf('--runs');
const runs = Math.max(1, Number(runsIndex === -1 ? 5 : process.argv[runsIndex + 1]) || 1);
const slowdownIndex = process.argv.indexOf('--cpu-slowdown');
const cpuSlowdown = Math.max(1, Number(slowdownIndex === -1 ? 4 : process.argv[slowdownIndex + 1]) || 4);

const targets = { initialJsKb: 150, performance: 95, lcpMs: 1800, cls: 0.02 };

const offset = Number(process.env.BENCH_PORT_OFFSET ?? 95) || 0;
const ports = { web: 3100 + offset, booking: 4100 + offset, cms: 1437 + offset };
// Browsers and Node's fetch refuse some ports (4190 is one: "sieve"); say so instead of hanging.
const unsafePorts = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697,
]);
for (const [name, port] of Object.entries(ports)) {
  if (unsafePorts.has(port))
    throw new Error(`BENCH_PORT_OFFSET puts the ${name} on port ${port}, which browsers refuse`);
}
const urls = Object.fromEntries(
  Object.entries(ports).map(([name, port]) => [name, `http://127.0.0.1:${port}`]),
);
const buildEnv = { VITE_CMS_URL: urls.cms, VITE_API_URL: urls.booking, VITE_SITE_URL: urls.web };
const workDir = mkdtempSync(join(tmpdir(), 'stayvn-bench-'));
const outDir = join(workDir, 'web-dist');

const children = new Set();
const servers = new Set();

function log(message) {
  process.stdout.write(`bench | ${message}\n`);
}

/** Runs a command to its end; its output is kept and shown only when it fails. */
function runToEnd(command, args, { cwd = root, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** Starts a server in its own process group, so that stopping it reaches what npm started. */
function startServer(name, command, args, { cwd, env }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // The last lines of both streams, to explain a server that does not come up.
  let errors = '';
  const keep = (chunk) => (errors = (errors + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', () => children.delete(child));
  children.add(child);
  return { name, child, errors: () => errors };
}

async function waitFor(server, url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited with code ${server.child.exitCode}:\n${server.errors()}`);
    }
    try {
      // A server that accepted the connection but is still starting must not hang the wait.
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${server.name} did not answer ${url} within ${seconds} s:\n${server.errors()}`);
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function cleanUp() {
  stopAll();
  for (const server of servers) server.close();
  rmSync(workDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

async function firstApartmentPath() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${urls.booking}/v1/properties/search?type=residence&pageSize=1&lang=en`, {
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (response?.ok) {
      const [card] = (await response.json()).items;
      if (card) return `/en/serviced-apartments/overview/${card.id}/${card.slug}/${card.typeCode}`;
    }
    // The booking service fills its catalog from the CMS in the background after start-up.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the booking service catalog stayed empty: is the CMS seeded?');
}

async function startSite() {
  const webhookSecret = 'bench-catalog-webhook-secret';
  const common = { STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: 'test' };
  log('building the booking service');
  await runToEnd('npx', [
    'turbo',
    'run',
    'build',
    '--filter=@stayvn/booking-service',
    '--output-logs=errors-only',
  ]);

  log(`starting the CMS on ${urls.cms} (first start seeds the demo content)`);
  const cms = startServer('cms', 'npm', ['run', 'start:test', '-w', '@stayvn/cms'], {
    cwd: root,
    env: {
      ...common,
      HOST: '127.0.0.1',
      PORT: String(ports.cms),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: join(workDir, 'cms.db'),
      PUBLIC_DIR: join(workDir, 'cms-public'),
      BOOKING_SERVICE_URL: urls.booking,
      CATALOG_WEBHOOK_SECRET: webhookSecret,
      ADMIN_EMAIL: 'bench-admin@stayvn.local',
      ADMIN_PASSWORD: 'Bench-Admin-Passw0rd!',
      // The web under test reads the CMS from its own origin.
      CORS_ORIGINS: `${urls.web},${urls.cms}`,
    },
  });
  await waitFor(cms, `${urls.cms}/_health`, 600);

  log(`starting the booking service on ${urls.booking}`);
  const booking = startServer('booking-service', 'node', ['dist/server.js'], {
    cwd: join(root, 'booking-service'),
    env: {
      ...common,
      HOST: '127.0.0.1',
      PORT: String(ports.booking),
      PGLITE_DATA_DIR: join(workDir, 'pglite'),
      DATABASE_URL: '',
      REDIS_URL: '',
      CMS_URL: urls.cms,
      CMS_PUBLIC_URL: urls.cms,
      CATALOG_WEBHOOK_SECRET: webhookSecret,
      CORS_ORIGINS: urls.web,
      WEB_URL: urls.web,
      PUBLIC_URL: urls.booking,
      MAIL_OUTBOX_DIR: join(workDir, 'outbox'),
      AVATAR_DIR: join(workDir, 'avatars'),
      LOG_LEVEL: 'info',
    },
  });
  await waitFor(booking, `${urls.booking}/health`, 300);

  const apartmentPath = await firstApartmentPath();
  // As a deploy does: home, results and apartments, per language, prerendered with the
  // content of the moment.
  log('prerendering home, results and apartments in each language');
  await runToEnd(
    'node',
    [
      'scripts/prerender.mjs',
      '--build',
      '--dist',
      outDir,
      '--ssr',
      join(workDir, 'web-ssr'),
      '--wait',
      '120',
    ],
    {
      cwd: webDir,
      env: buildEnv,
    },
  );
  log(`serving the built web on ${urls.web} (gzip, as Caddy does in production)`);
  await serveBuild();
  return apartmentPath;
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * The built site as production serves it (docker/Caddyfile): compressed, hashed assets cached
 * for good, index.html for every other path. `vite preview` sends files uncompressed, which
 * would measure the network rather than the site.
 */
function serveBuild() {
  const compressed = new Map();
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', urls.web).pathname);
    let file = normalize(join(outDir, pathname));
    if (!file.startsWith(outDir)) file = join(outDir, 'index.html');
    // A prerendered page (`/en` → en/index.html), then the file, then the app's index.html.
    else if (existsSync(join(file, 'index.html'))) file = join(file, 'index.html');
    else if (!existsSync(file) || statSync(file).isDirectory()) file = join(outDir, 'index.html');
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    const headers = {
      'content-type': type,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body = readFileSync(file);
    if (/gzip/.test(request.headers['accept-encoding'] ?? '') && !type.startsWith('image/png')) {
      const key = `${file}@${statSync(file).mtimeMs}`;
      if (!compressed.has(key)) compressed.set(key, gzipSync(body));
      body = compressed.get(key);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    response.writeHead(200, headers);
    response.end(body);
  });
  servers.add(server);
  return new Promise((resolve) => server.listen(ports.web, '127.0.0.1', resolve));
}

const mark = (ok) => (ok ? 'ok  ' : 'MISS');

async function main() {
  // The web imports shared's build (dist), which a fresh clone does not have yet.
  log('building @stayvn/shared');
  await runToEnd('npx', ['turbo', 'run', 'build', '--filter=@stayvn/shared', '--output-logs=errors-only']);
  log(`building the web into ${outDir}`);
  await runToEnd('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    env: buildEnv,
  });
  const js = initialJavaScript(outDir);
  // What the home route downloads before it can paint its content: the entry with its static
  // imports and the layout's and home's route chunks. Islands loaded after (the search form,
  // the account dialog, toasts) are not counted.
  const initialKb = js.entryKb + js.homeLazyKb;
  let missed = initialKb > targets.initialJsKb;

  let lighthouseResults = [];
  if (serveOnly) {
    const apartmentPath = await startSite();
    log(`serving ${outDir} at ${urls.web} (an apartment: ${apartmentPath}); Ctrl+C stops`);
    await new Promise(() => undefined);
  }
  if (!sizeOnly) {
    const apartmentPath = await startSite();
    lighthouseResults = await runLighthouse(
      [
        { name: 'home', path: '/en' },
        {
          name: 'search results',
          path: '/en/search-result?pageIndex=1&pageSize=15&orderBy=desc&searchGlobal=true',
        },
        { name: 'apartment detail', path: apartmentPath },
      ],
      { baseUrl: urls.web, runs, cpuSlowdown, log },
    );
  }

  const lines = [
    '',
    'Home route, initial JavaScript (gzip)',
    `  ${mark(initialKb <= targets.initialJsKb)} total: ${initialKb.toFixed(1)} KB (target ≤ ${targets.initialJsKb} KB)`,
    `       entry + start + ${js.chunkCount - 2} static imports: ${js.entryKb.toFixed(1)} KB (the entry alone, all that runs at load on a first visit: ${js.bootKb.toFixed(1)} KB)`,
    `       + the layout's and home's route chunks and what they import: ${js.homeLazyKb.toFixed(1)} KB`,
    `       CSS of the entry: ${js.cssKb.toFixed(1)} KB`,
    `       largest: ${js.largest.map((chunk) => `${chunk.file.replace(/^assets\//, '')} ${chunk.kb.toFixed(1)} KB`).join(', ')}`,
  ];
  if (lighthouseResults.length > 0) {
    const [first] = lighthouseResults;
    lines.push(
      '',
      `Measured with Lighthouse ${first.lighthouseVersion}, ${first.browser}, Node ${process.version}, CPU slowdown ${cpuSlowdown}×, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
  }
  for (const result of lighthouseResults) {
    const ok = {
      performance: result.performance >= targets.performance,
      lcp: result.lcpMs <= targets.lcpMs,
      cls: result.cls <= targets.cls,
    };
    missed ||= !ok.performance || !ok.lcp || !ok.cls;
    lines.push(
      '',
      `Lighthouse mobile: ${result.name} (${result.path}), median of ${result.runs.length} runs (score/TBT/LCP: ${result.runs.join(', ')})`,
      `  ${mark(ok.performance)} performance ${result.performance} (target ≥ ${targets.performance})`,
      `  ${mark(ok.lcp)} LCP ${(result.lcpMs / 1000).toFixed(2)} s (target ≤ ${targets.lcpMs / 1000} s)${result.lcpElement ? `  element: ${result.lcpElement}` : ''}`,
      `  ${mark(ok.cls)} CLS ${result.cls.toFixed(3)} (target ≤ ${targets.cls})`,
      `       TBT ${Math.round(result.tbtMs)} ms, FCP ${(result.fcpMs / 1000).toFixed(2)} s, Speed Index ${(result.siMs / 1000).toFixed(2)} s, machine benchmark index ${Math.round(result.benchmarkIndex ?? 0)} (a quiet desktop scores ~1000+; lower means a busy machine and slower figures)`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
  return strict && missed ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  cleanUp();
}
process.exit(exitCode);
