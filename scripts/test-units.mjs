#!/usr/bin/env node
// Every workspace's own tests (the browser journeys apart), as `npm test` runs them first.
// The CMS suite boots and seeds one Strapi per file, one file at a time: mostly one core for
// about four minutes. So the CMS lane (its build, with the admin panel the end-to-end editor
// journey needs, then its suite) runs beside the other suites (shared, web, booking service,
// one after another, each spreading over the cores) instead of before them. Exits 1 if either
// lane fails.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function turbo(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['turbo', 'run', ...args], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// What the suites import is built once first; `--only` then keeps the two runs from building (or
// restoring from turbo's cache) the same files at the same time.
const built = await turbo(['build', '--filter=@stayvn/shared', '--output-logs=errors-only']);
if (built !== 0) process.exit(built);
const cmsLane = async () => {
  const cmsBuilt = await turbo(['build', '--filter=@stayvn/cms', '--output-logs=errors-only']);
  return cmsBuilt !== 0 ? cmsBuilt : turbo(['test', '--only', '--filter=@stayvn/cms']);
};
const codes = await Promise.all([
  cmsLane(),
  turbo(['test', '--only', '--concurrency=1', '--filter=!@stayvn/e2e', '--filter=!@stayvn/cms']),
]);
if (codes.some((code) => code !== 0)) {
  console.error(`workspace tests failed: CMS exit ${codes[0]}, the others exit ${codes[1]}`);
  process.exit(1);
}
