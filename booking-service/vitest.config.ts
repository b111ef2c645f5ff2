import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // PGlite takes a few seconds to boot per file; PostgreSQL databases are created per file.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    pool: 'forks',
    // Autoload imports route and plugin files itself; inlined, its imports go through Vitest's
    // TypeScript transform instead of Node's loader.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});
