import { defineConfig } from 'drizzle-kit';

// Generation only needs the schema; migrations are applied by the service at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
