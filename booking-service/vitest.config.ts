import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One migrated PGlite per run, which each test's in-memory database copies.
    globalSetup: ['test/global-setup.ts'],
    // Transformed modules persist on disk (node_modules/.experimental-vitest-cache): CI's second
    // run, on PostgreSQL, transforms nothing.
    experimental: { fsModuleCache: true },
    // PGlite takes a few seconds to boot per file; PostgreSQL databases are created per file.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    pool: 'forks',
    // A worker runs its files one after another in one module graph: the service and its
    // dependencies (PGlite's WebAssembly, Stripe, the S3 client) load once per worker instead of
    // once per file, about three times faster. Each file still builds its own app and database.
    isolate: false,
    // Every core (Vitest's default leaves one idle: on two cores, one file at a time). The files
    // share nothing: each has its own PGlite or its own database on the server.
    maxWorkers: '100%',
    // Autoload imports route and plugin files itself; inlined, its imports go through Vitest's
    // TypeScript transform instead of Node's loader.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});
