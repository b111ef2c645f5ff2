#!/usr/bin/env node
// `npm run prod:local`: the production topology (docker-compose.yml) on this machine, without
// Docker; see scripts/prod-local/topology.mjs and the root README's "Production" section.
// Options: --fresh (new databases, secrets and data), --port-offset <n> (moves every port),
// --state-dir <folder> (default .prod-local), --skip-build (the last run's builds as they are).
import { startTopology } from './prod-local/topology.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
};

let topology;
let stopTopology;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stopTopology?.();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  topology = await startTopology({
    fresh: args.includes('--fresh'),
    portOffset: Number(option('port-offset') ?? process.env.PROD_LOCAL_PORT_OFFSET ?? 0),
    stateDir: option('state-dir'),
    databasePrefix: option('database-prefix'),
    smtpUrl: option('smtp-url'),
    skipBuild: args.includes('--skip-build'),
    registerStop: (stopIt) => (stopTopology = stopIt),
  });
} catch (error) {
  console.error(`prod:local could not start: ${error.message}`);
  await stop(1);
}

const { state, stateFile } = topology;
console.log(`
  StayVN runs in its production topology (NODE_ENV=production everywhere, behind Caddy).
    Web site          ${state.urls.web}/en   (Caddy's local certificate authority: ${state.caCert})
    API               ${state.urls.api}   (booking service ×${state.instances.length}: ${state.instances.map((instance) => instance.url).join(', ')})
    CMS               ${state.urls.cms}/admin   (${state.accounts.cmsAdmin.email} / ${state.accounts.cmsAdmin.password})
    Back office       ${state.urls.web}/staff   (${state.accounts.staff.email} / ${state.accounts.staff.password}, TOTP at first log-in)
    Mail              every mail as a file in ${state.mailDir}
    Databases         PostgreSQL 127.0.0.1:5432: ${Object.values(state.databases).join(', ')}; Redis 127.0.0.1:6379
    Payments          bank transfer only (no card or VNPay credentials; stand-ins are refused in production)
  Browsers must accept the local certificate (or trust the authority above). State, secrets and logs: ${stateFile}
  Press Ctrl+C to stop.
`);
