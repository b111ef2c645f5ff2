import { rmSync } from 'node:fs';
import { urls, workDir } from './environment.js';

/** The prerenderer may be writing pages after a test's CMS change: its files go once it is idle. */
async function prerendererIdle(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const health = await fetch(`${urls.prerenderWatch}/health`)
      .then((response) => response.json() as Promise<{ rendering: boolean }>)
      .catch(() => null);
    if (!health?.rendering) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export default async function globalTeardown() {
  await prerendererIdle();
  rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
}
