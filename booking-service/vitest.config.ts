import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // PGlite takes a few seconds to boot per file; PostgreSQL databases are created per file.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    pool: 'forks',
    // Every core (Vitest's default leaves one idle: on two cores, one file at a time). The files
    // share nothing: each has its own PGlite or its own database on the server.
    maxWorkers: '100%',
    // Autoload imports route and plugin files itself; inlined, its imports go through Vitest's
    // TypeScript transform instead of Node's loader.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});
