import path from 'node:path';
import { strapiModule } from './strapi-cjs';

export const appDir = path.resolve(import.meta.dirname, '..', '..');

/** Compiles the TypeScript server code into dist/ once for all test files. */
export default async function setup(): Promise<void> {
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  await strapiModule.compileStrapi({ appDir });
}
