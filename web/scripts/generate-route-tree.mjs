// Writes src/route-tree.gen.ts without starting Vite, so `tsc` works on a fresh clone
// (the file is generated, hence git-ignored). Uses the same options as vite.config.ts.
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';
import { routerOptions } from '../router-options.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const generator = new Generator({ config: getConfig(routerOptions, root), root });
await generator.run();
