#!/usr/bin/env node
// Runs the whole site on one machine: builds what must be built (turbo caches it), then starts
// the CMS, the booking service and the web app in that order, each once the one before answers,
// and prints where they are. `--dev` runs every part in watch mode instead.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');

// A local run keeps each part's development defaults (secrets, accounts) unless the operator
// sets NODE_ENV=production and the secrets with it.
const env = {
  ...process.env,
  STRAPI_TELEMETRY_DISABLED: 'true',
  NODE_ENV: process.env.NODE_ENV ?? 'development',
};

// Without --dev, the web is served prerendered: home, results and apartments as finished HTML
// (web/scripts/prerender.mjs), rendered again when the CMS reports a change to the prerenderer's
// watch port (the CMS's webhook to it is on when PRERENDER_WEBHOOK_URL is set).
const prerenderWatchPort = 3001;
if (!dev) env.PRERENDER_WEBHOOK_URL ??= `http://127.0.0.1:${prerenderWatchPort}/`;

// Without payment credentials, card and VNPay payments go to local stand-ins (test payments
// only: their pages say so); never with NODE_ENV=production, where the booking service switches a
// method without credentials off instead.
const stripeStandIn = env.NODE_ENV !== 'production' && !env.STRIPE_SECRET_KEY;
const vnpayStandIn = env.NODE_ENV !== 'production' && !env.VNPAY_TMN_CODE;
const standInPorts = { stripe: 4010, vnpay: 4011 };
if (stripeStandIn) env.STRIPE_API_URL ??= `http://127.0.0.1:${standInPorts.stripe}`;
if (vnpayStandIn) env.VNPAY_URL ??= `http://127.0.0.1:${standInPorts.vnpay}`;
// (The stand-ins' own defaults: these ports, notifications to the booking service on 4000.)

const parts = [
  {
    name: 'cms',
    color: 35,
    port: 1337,
    command: dev
      ? ['npm', 'run', 'develop', '-w', '@stayvn/cms']
      : ['npm', 'run', 'start', '-w', '@stayvn/cms'],
    ready: (port) => `http://localhost:${port}/_health`,
  },
  ...(stripeStandIn || vnpayStandIn
    ? [
        {
          name: 'payments',
          color: 34,
          port: standInPorts.stripe,
          otherPorts: [standInPorts.vnpay],
          command: ['npm', 'run', 'payments:stand-ins', '-w', '@stayvn/booking-service'],
          ready: (port) => `http://127.0.0.1:${port}/`,
        },
      ]
    : []),
  {
    name: 'booking',
    color: 36,
    port: 4000,
    command: dev
      ? ['npm', 'run', 'dev', '-w', '@stayvn/booking-service']
      : ['npm', 'run', 'start', '-w', '@stayvn/booking-service'],
    ready: (port) => `http://localhost:${port}/health`,
  },
  {
    name: 'web',
    color: 33,
    port: 3000,
    // Prerendered first (once the CMS and the booking service answer), then served; the
    // prerenderer stays to follow the CMS's changes. Without pages it serves the plain app.
    command: dev
      ? ['npm', 'run', 'dev', '-w', '@stayvn/web']
      : [
          'npm',
          'run',
          'prerender',
          '-w',
          '@stayvn/web',
          '--',
          '--wait',
          '180',
          '--watch',
          `127.0.0.1:${prerenderWatchPort}`,
          '--then',
          'npm',
          'run',
          'start',
        ],
    ready: (port) => `http://localhost:${port}/`,
    // The first render of every page comes before the server.
    readySeconds: 900,
  },
];

const children = new Set();
let stopping = false;

function prefixLines(stream, label, color, target) {
  const lines = createInterface({ input: stream });
  lines.on('line', (line) => target.write(`\x1b[${color}m${label.padEnd(8)}|\x1b[0m ${line}\n`));
}

function run(command, { label = 'build', color = 90, env: commandEnv = env } = {}) {
  const [bin, ...args] = command;
  // Each part gets its own process group, so that stopping it reaches what npm started.
  const child = spawn(bin, args, {
    cwd: root,
    env: commandEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  prefixLines(child.stdout, label, color, process.stdout);
  prefixLines(child.stderr, label, color, process.stderr);
  child.on('exit', () => children.delete(child));
  return child;
}

function finished(child) {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilReady(url, child, seconds = 300) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all([...children].map(finished)).then(() => process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function main() {
  for (const part of parts) {
    for (const port of [part.port, ...(part.otherPorts ?? [])]) {
      if (await portInUse(port)) {
        console.error(`Port ${port} (${part.name}) is already in use. Stop what runs there and try again.`);
        process.exit(1);
      }
    }
  }

  if (!dev && (await portInUse(prerenderWatchPort))) {
    console.error(
      `Port ${prerenderWatchPort} (the prerenderer's webhook) is already in use. Stop what runs there and try again.`,
    );
    process.exit(1);
  }

  const build = dev
    ? ['npx', 'turbo', 'run', 'build', '--filter=@stayvn/shared']
    : ['npx', 'turbo', 'run', 'build', '--output-logs=errors-only'];
  console.log(
    dev
      ? 'Building the shared workspace…'
      : 'Building (cached after the first run; the CMS admin panel takes a few minutes the first time)…',
  );
  // The build is a production build whatever NODE_ENV the parts run with: Vite builds React's
  // development version when NODE_ENV says so, and Strapi's admin builds for production anyway.
  const { NODE_ENV: _runtimeNodeEnv, ...buildEnv } = env;
  const buildCode = await finished(run(build, { env: dev ? env : buildEnv }));
  if (buildCode !== 0) {
    console.error('The build failed; see the lines above.');
    process.exit(buildCode);
  }

  if (dev) run(['npm', 'run', 'dev', '-w', '@stayvn/shared'], { label: 'shared', color: 32 });

  for (const part of parts) {
    const child = run(part.command, { label: part.name, color: part.color });
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`${part.name} stopped (exit code ${code}); stopping the others.`);
        stop(code || 1);
      }
    });
    await waitUntilReady(part.ready(part.port), child, part.readySeconds);
  }

  const port = (name) => parts.find((part) => part.name === name)?.port;
  const [cms, booking, web] = [port('cms'), port('booking'), port('web')];
  const payments =
    stripeStandIn || vnpayStandIn
      ? `    Test payments     card and VNPay go to local stand-ins (http://127.0.0.1:${standInPorts.stripe}, :${standInPorts.vnpay}): no real money
`
      : '';
  console.log(`
  StayVN is running.
    Web site          http://localhost:${web}
    Booking service   http://localhost:${booking}   (API docs: http://localhost:${booking}/docs)
    CMS               http://localhost:${cms}        (admin: http://localhost:${cms}/admin)
    CMS admin login   ${env.ADMIN_EMAIL ?? 'admin@stayvn.local'} / ${env.ADMIN_PASSWORD ? '(from ADMIN_PASSWORD)' : 'StayvnAdmin1!'}
${payments}  Press Ctrl+C to stop.
`);
}

main().catch((error) => {
  console.error(error.message);
  stop(1);
});
