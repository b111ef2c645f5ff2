// Child processes of the local production topology: each in its own process group (so stopping
// it reaches what npm started), its output prefixed with its name.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export function createProcesses({ root, output = process.stdout }) {
  const children = new Set();

  function run(name, command, { cwd = root, env = {}, color = 90 } = {}) {
    const [bin, ...args] = command;
    const child = spawn(bin, args, {
      cwd,
      // PATH and the like come from the shell; everything a service reads is given explicitly.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LANG: process.env.LANG ?? 'C.UTF-8', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) =>
        output.write(`\x1b[${color}m${name.padEnd(10)}|\x1b[0m ${line}\n`),
      );
    }
    child.on('exit', () => children.delete(child));
    return child;
  }

  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve(child.exitCode ?? 1)
      : new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));

  async function stopAll() {
    const running = [...children];
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await Promise.race([
      Promise.all(running.map(exited)),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }

  return { run, exited, stopAll };
}

/** Polls `url` until it answers below 500; fails early when `child` exits. */
export async function waitUntilReady(url, { child, seconds = 300, fetchOptions } = {}) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode})`);
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(5000), ...fetchOptions }).catch(
      () => null,
    );
    if (response && response.status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}
