import { config } from 'zod/v4/core';

/**
 * The web's one way in to zod: `import { z } from '@/lib/zod'` (eslint forbids importing
 * `zod` elsewhere), so the option below is set before any of the web's schemas is built.
 *
 * Zod compiles a fast parser for each object schema with `new Function` on its first parse:
 * quicker for a server validating thousands of payloads, but in the browser each page parses a
 * few responses once, and the compiling was the largest single cost of starting the app on a
 * phone. `jitless` is read when a schema is built (shared's object schemas are built on first
 * use, after this has run).
 *
 * zod is not part of any page's first download: the modules that import it are schema modules
 * (`*schemas.ts`), loaded with the first response they check or the first form that needs them
 * (vite.config.ts puts them, zod and shared's schemas in one `schemas` chunk).
 */
config({ jitless: true });

export { z } from 'zod';
