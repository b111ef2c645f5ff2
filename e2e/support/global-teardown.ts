import { rmSync } from 'node:fs';
import { workDir } from './environment.js';

export default function globalTeardown() {
  rmSync(workDir, { recursive: true, force: true });
}
