import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';
import { scopedClassName } from './css-class-names.mjs';
import { routerOptions } from './router-options.mjs';
import { securityHeaders } from './security-headers.mjs';
import { precompiledMessages } from './vite-plugins/precompiled-messages';
import { startModules } from './vite-plugins/start-modules';
import { readWebEnv, webEnvDefines } from './vite-plugins/web-env';

/**
 * The home page's first requests go to the CMS (banners, images) and the booking service
 * (hot apartments), both on other origins: opening those connections while the scripts load
 * takes a round trip or two off the largest paint. Data requests are CORS (`crossorigin`);
 * images are not, and use a connection of their own.
 */
function preconnect(cmsUrl: string, apiUrl: string): Plugin {
  const origin = (url: string) => new URL(url).origin;
  return {
    name: 'stayvn-preconnect',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preconnect', href: origin(cmsUrl), crossorigin: '' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preconnect', href: origin(cmsUrl) }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preconnect', href: origin(apiUrl), crossorigin: '' }, injectTo: 'head' },
    ],
  };
}

/**
 * Every page renders inside the `$lang` layout (header, footer), whose component and loader the
 * router splits into a chunk of its own; without a hint the browser asks for it only after the
 * entry has run. Preloading it (and what it imports) takes that step off the critical path.
 */
function preloadLayoutChunk(): Plugin {
  const layout = 'src/routes/$lang/route.tsx?tsr-split=component---loader';
  return {
    name: 'stayvn-preload-layout',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const bundle = context.bundle;
      if (!bundle) return [];
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(layout));
      if (!start) return [];
      const reach = (fileName: string, into: Set<string>) => {
        const chunk = chunks.find((candidate) => candidate.fileName === fileName);
        if (!chunk || into.has(fileName)) return;
        into.add(fileName);
        for (const imported of chunk.imports) reach(imported, into);
      };
      // Vite already preloads what the entry imports statically.
      const initial = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) reach(entry.fileName, initial);
      const layoutFiles = new Set<string>();
      reach(start.fileName, layoutFiles);
      const files = [...layoutFiles].filter((file) => !initial.has(file));
      const styles = chunks
        .filter((chunk) => files.includes(chunk.fileName))
        .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
      return [
        ...files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        })),
        ...styles.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'style', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        })),
      ];
    },
  };
}

/**
 * `vite preview` (what `npm start` and the e2e suite serve) answers a page's path (`/en`) with
 * its prerendered `index.html` (`en/index.html`) when `scripts/prerender.mjs` wrote one, as the production proxy does
 * (docker/Caddyfile); without this it would fall back to the plain `index.html`.
 */
function prerenderedPages(): Plugin {
  return {
    name: 'stayvn-prerendered-pages',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const [path = '', query] = (request.url ?? '').split('?');
        // Page paths only: no file extension (assets), no dot segments.
        if (
          /^(\/[\w%-]+)+$/.test(path) &&
          existsSync(resolve(outDir, `.${decodeURIComponent(path)}`, 'index.html'))
        ) {
          request.url = `${path}/index.html${query === undefined ? '' : `?${query}`}`;
        }
        next();
      });
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // The web is static: its sitemap and robots.txt are written by the booking service (which
  // knows every apartment, office and CMS page), and the web origin passes them through, as
  // the Caddyfile does in production.
  const fileEnv = loadEnv(mode, process.cwd(), 'VITE_');
  const env = readWebEnv({
    VITE_CMS_URL: fileEnv.VITE_CMS_URL || process.env.VITE_CMS_URL,
    VITE_API_URL: fileEnv.VITE_API_URL || process.env.VITE_API_URL,
    VITE_SITE_URL: fileEnv.VITE_SITE_URL || process.env.VITE_SITE_URL,
  });
  const api = env.VITE_API_URL;
  const start = startModules();
  const seoFiles: Record<string, ProxyOptions> = {
    '^/(sitemap\\.xml|robots\\.txt)$': { target: api, changeOrigin: true },
  };

  return {
    plugins: [
      precompiledMessages(),
      tanstackRouter(routerOptions),
      react(),
      preconnect(env.VITE_CMS_URL, api),
      preloadLayoutChunk(),
      prerenderedPages(),
      start.plugin,
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
      // The CMS workspace hoists React 18 to the repository root; the web app runs React 19
      // from its own node_modules, and every library must share that one copy.
      dedupe: ['react', 'react-dom'],
    },
    // The prerenderer's build (`npm run build:prerender`) runs in Node and bundles everything:
    // the workspace root holds the CMS's React 18, which an external import would pick up.
    ssr: { noExternal: true },
    build: isSsrBuild
      ? { copyPublicDir: false }
      : {
          // .vite/manifest.json: `npm run bench` reads the entry chunk and its static imports.
          manifest: true,
          // Every browser the build targets that lacks <link rel=modulepreload> still loads the
          // modules, only without the head start; the polyfill would be in every first download.
          // A lazily loaded chunk is fetched with its CSS, and the browser finds the chunks it
          // imports as it parses it. Vite's default also lists every chunk a lazy one imports,
          // deep down, so they load in parallel; but every such list is kept in the entry, and
          // with sixty routes the lists cost home's first download 3 KB. Routes preload on
          // intent (hover, focus: router.tsx), which hides the extra step. index.html keeps
          // its module preloads (the entry's own imports).
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
          },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // What every page runs first, in one file rather than a dozen small ones: each
                  // request costs a round trip on a phone's connection.
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|jotai|react-intl|@formatjs|intl-messageformat|use-sync-external-store)[\\/]/,
                    priority: 3,
                  },
                  // zod and every schema the web checks responses and forms with: loaded when the
                  // first response is checked or form opened, never before a page paints (a
                  // prerendered page arrives with its data). With zod goes the module that sets its
                  // options (src/lib/zod.ts), before any schema is built.
                  {
                    name: 'schemas',
                    // Only the schema modules: what they import besides zod (shared's constants,
                    // the app's helpers) is code the first download has anyway, except shared's
                    // constants of the forms and the back office (forms.js, staff.js): no page's
                    // first download uses them, and the console's schemas would move them there.
                    includeDependenciesRecursively: false,
                    test: /node_modules[\\/]zod[\\/]|shared[\\/]dist[\\/](schemas[\\/]|staff\.js$|forms\.js$)|web[\\/]src[\\/](lib[\\/]zod\.ts$|.*schemas\.ts$)/,
                    priority: 2,
                  },
                  // The app's own modules that a page needs before it renders, in three files
                  // (vite-plugins/start-modules.ts); route chunks keep what only they use.
                  ...(['start', 'layout', 'home'] as const).map((part) => ({
                    name: part,
                    includeDependenciesRecursively: false,
                    test: (id: string) => start.partOf(id) === part,
                    priority: 1,
                  })),
                ],
              },
            },
          },
        },
    css: command === 'build' ? { modules: { generateScopedName: scopedClassName } } : {},
    define: webEnvDefines(env),
    // The production proxy's headers (docker/Caddyfile) without HSTS (plain HTTP here); the dev
    // server's policy leaves scripts free for HMR (security-headers.mjs).
    server: {
      port: 3000,
      strictPort: true,
      proxy: seoFiles,
      headers: securityHeaders({ apiUrl: api, cmsUrl: env.VITE_CMS_URL, development: true }),
    },
    preview: {
      port: 3000,
      strictPort: true,
      proxy: seoFiles,
      headers: securityHeaders({ apiUrl: api, cmsUrl: env.VITE_CMS_URL, mapTileUrl: env.VITE_MAP_TILE_URL }),
    },
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'vite-plugins/**/*.test.ts', 'scripts/**/*.test.ts'],
      setupFiles: ['src/test/setup-messages.ts'],
      // The root node_modules holds the CMS's React 18; the libraries hoisted beside it would
      // load that copy under Node. Run through Vite, they get the web's React (resolve.dedupe):
      // the ES modules inlined, the CommonJS store shim pre-bundled (component tests, jsdom).
      deps: {
        optimizer: {
          client: { enabled: true, include: ['use-sync-external-store/shim/with-selector'] },
        },
      },
      server: {
        deps: {
          inline: [
            /@tanstack[\\/]react-/,
            /use-sync-external-store/,
            /react-intl/,
            /react-aria/,
            /react-stately/,
            /@react-(aria|stately|types)[\\/]/,
          ],
        },
      },
      // Every core: Vitest's default leaves one idle.
      maxWorkers: '100%',
    },
  };
});
