import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { routerOptions } from './router-options.mjs';

export default defineConfig({
  plugins: [tanstackRouter(routerOptions), react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // The CMS workspace hoists React 18 to the repository root; the web app runs React 19
    // from its own node_modules, and every library must share that one copy.
    dedupe: ['react', 'react-dom'],
  },
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
