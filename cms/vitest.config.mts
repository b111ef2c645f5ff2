import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    // Strapi is compiled once, then each test file boots its own instance on a fresh database.
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks',
    // One Strapi at a time keeps SQLite, sharp and the CPU out of each other's way.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
