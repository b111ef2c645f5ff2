import { config } from 'zod/v4/core';

/**
 * Zod compiles a fast parser for each object schema with `new Function` on its first parse:
 * quicker for a server validating thousands of payloads, but in the browser each page parses a
 * few responses once, and the compiling was the largest single cost of starting the app on a
 * phone. `jitless` is read when a schema is built, so this module runs before any: it is the
 * entry's first import and rides in the `framework` chunk, which every other chunk imports
 * (vite.config.ts).
 */
config({ jitless: true });
