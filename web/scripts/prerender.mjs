#!/usr/bin/env node
// `npm run prerender -w @stayvn/web`: writes the pages visitors land on most as finished HTML.
//
// The web is static (a CDN in production), and its pages' content comes from the CMS and the
// booking service: a browser that starts from an empty page paints it only after the scripts
// have run and the data has come back. This script renders, in each language, home, the
// results page as the search form opens it with no filter, and every apartment's overview
// (read from the booking service's sitemap), with the app itself (the server build of
// `src/prerender/render.tsx`), waiting for every section's data, and writes
// `<dist>/<path>/index.html`: the page's markup, its head (title, description, links, JSON-LD),
// a preload of its first picture, and the data it showed, which the browser's copy of the app
// takes over (`src/start.tsx`; for a first visitor at their first use: `src/main.tsx`). Every
// other path keeps `index.html`. A page carries the address it was rendered for: opened with
// another query (other filters), it hides its content until the app has rendered the page
// asked for.
//
// Run it after the build, with the CMS and the booking service reachable at the URLs the build
// was made for (VITE_CMS_URL, VITE_API_URL); run it again when content changes (deploys do, and
// the production set-up keeps it running with --watch and --every). Pages written by an earlier run that are
// no longer listed (an apartment taken down) are removed. A page whose data cannot be had is
// left out (its path keeps the plain page) and the script exits 1.
//
// Options: --dist <folder>, the web build (default web/dist); --ssr <folder>, the renderer's
// build (default web/dist-ssr, which `npm run build` makes; --build makes it first); --out
// <folder>, where the pages go (default: the web build; production writes them to a volume
// the proxy serves); --wait <seconds>, how long to wait for the services and a first hot
// apartment (for start-up scripts).
//
// Kept running: --watch <host:port> listens for the CMS's webhook (PRERENDER_WEBHOOK_SECRET,
// required in production) and renders again the pages a change shows (scripts/prerender-watch.mjs),
// so a publish is in the first paint within seconds; --every <seconds> renders every page again
// on a timer; --then <command…> (the rest of the line) starts the web server once the first
// render is written, and stops with it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { scopedClassPattern } from '../css-class-names.mjs';
import { inlineScripts, modulesElementId } from '../security-headers.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const allArgs = process.argv.slice(2);
// Everything after --then is the command to start once the first render is written.
const thenAt = allArgs.indexOf('--then');
const args = thenAt === -1 ? allArgs : allArgs.slice(0, thenAt);
const thenCommand = thenAt === -1 ? [] : allArgs.slice(thenAt + 1);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const dist = resolve(option('dist', join(webDir, 'dist')));
const ssr = resolve(option('ssr', join(webDir, 'dist-ssr')));
const out = resolve(option('out', dist));
const waitSeconds = Number(option('wait', '0'));
const watch = option('watch', '');
const everySeconds = Number(option('every', '0'));

function log(message) {
  process.stdout.write(`prerender | ${message}\n`);
}

if (args.includes('--build')) {
  log(`building the renderer into ${ssr}`);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--ssr', 'src/prerender/render.tsx', '--outDir', ssr, '--emptyOutDir'],
    {
      cwd: webDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) process.exit(1);
}

// The renderer runs the app's own code, which keeps its preferences in localStorage: here, a
// first visit's empty storage.
const memory = new Map();
globalThis.localStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => memory.set(key, String(value)),
  removeItem: (key) => memory.delete(key),
  clear: () => memory.clear(),
  key: (index) => [...memory.keys()][index] ?? null,
  get length() {
    return memory.size;
  },
};

const {
  renderPage,
  scriptSafeJson,
  stateElementId,
  serviceUrls,
  provideDomWindow,
  languageCodes,
  localeFor,
} = await import(pathToFileURL(join(ssr, 'render.js')).href);
// Rich text is sanitised in a DOM (DOMPurify): jsdom's, here.
const { JSDOM } = await import('jsdom');
provideDomWindow(new JSDOM('').window);

/** Waits for the services and for the catalog's first hot apartment (filled after start-up). */
async function waitForServices() {
  const deadline = Date.now() + waitSeconds * 1000;
  const probe = `${serviceUrls.api}/v1/properties/hot?cityId=1&lang=en&currency=USD`;
  while (Date.now() < deadline) {
    const response = await fetch(probe, { signal: AbortSignal.timeout(5000) }).catch(() => null);
    if (response?.ok && (await response.json()).items?.length > 0) return;
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`no hot apartment at ${probe} within ${waitSeconds} s`);
}

const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error(`${dist}/index.html has no empty #root`);

/**
 * React puts the page's <title>, <meta> and <link> elements first in its output, and the root
 * route's head renders the JSON-LD next; they go to <head>, marked `data-fallback` like
 * index.html's own (start.tsx replaces them with the live route's head, which `__root.tsx`
 * renders once the page is hydrated). React's preload of the hero picture (`fetchPriority`
 * high) goes first, so the picture is asked for with the styles, not after the scripts.
 */
function splitHead(html) {
  let head = '';
  let rest = html;
  for (;;) {
    const match = rest.match(
      /^(<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>|<script type="application\/ld\+json">[^<]*<\/script>)/,
    );
    if (!match) break;
    // React's own preload of the hero picture stays; the rest is the route's head.
    head += match[0].startsWith('<link rel="preload"')
      ? match[0]
      : match[0].replace(/^<(title|meta|link|script)/, '<$1 data-fallback');
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * The styles a page's markup needs, inlined: index.html links the entry's CSS and each lazy
 * chunk brings its own after the scripts, but a prerendered page paints before any script
 * runs, and each stylesheet request would hold that paint up by a round trip. So the page
 * carries, in one <style>, the entry's CSS, the layout's (which index.html preloads) and every
 * stylesheet that styles one of the CSS-module classes in its markup (all are scoped, so the
 * order between files is free).
 */
const stylesheets = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => {
    const css = readFileSync(join(dist, 'assets', file), 'utf8');
    const classes = [...new Set(css.match(scopedClassPattern) ?? [])].map((selector) => selector.slice(1));
    return { href: `/assets/${file}`, css, classes };
  });
const linkedStylesheet = (href) => new RegExp(`\\s*<link rel="stylesheet" crossorigin href="${href}">`);
const preloadedStylesheet = (href) =>
  new RegExp(`\\s*<link rel="preload" as="style" crossorigin(?:="")? href="${href}">`);

function inlineStyles(document, body) {
  const needed = stylesheets.filter(
    ({ href, classes }) =>
      linkedStylesheet(href).test(document) ||
      preloadedStylesheet(href).test(document) ||
      classes.some((name) => body.includes(name)),
  );
  let page = document;
  // Inline, they need neither their link nor a preload (which would compete with the picture).
  for (const { href } of needed)
    page = page.replace(linkedStylesheet(href), '').replace(preloadedStylesheet(href), '');
  // Each inlined stylesheet is still named, disabled (never fetched nor applied): Vite's loader
  // of lazy chunks adds a chunk's stylesheets unless the page has them, and adding them again
  // (as the page's route chunk arrives) would restyle the whole page in the middle of its start.
  const named = needed.map(({ href }) => `<link rel="stylesheet" href="${href}" disabled>`).join('');
  return page.replace('</head>', `<style>${needed.map(({ css }) => css).join('')}</style>${named}</head>`);
}

/**
 * A prerendered page is read before it is interactive: its scripts are asked for once the
 * first screen has painted, so that on a slow connection the styles, the markup and the hero
 * picture have the line to themselves first. The script and module-preload tags of index.html
 * become a list (a JSON element) that one inline loader adds, in order, once the first paint and
 * the hero picture are on the screen. The loader is fixed text: the Content-Security-Policy
 * allows it by its hash (security-headers.mjs).
 */
function scriptsAfterFirstPaint(document) {
  const tags = [
    ...document.matchAll(
      /\s*<(script type="module" crossorigin src|link rel="modulepreload" crossorigin(?:="")? href)="([^"]+)"[^>]*>(?:<\/script>)?/g,
    ),
  ];
  let page = document;
  for (const [tag] of tags) page = page.replace(tag, '');
  const modules = tags.map(([, kind, href]) => ({ href, entry: kind.startsWith('script') }));
  const list = `<script type="application/json" id="${modulesElementId}">${scriptSafeJson(modules)}</script>`;
  return page.replace('</body>', `${list}<script>${inlineScripts.moduleLoader}</script></body>`);
}

/** The results page as the search form opens it with no filter (`search-form.tsx`). */
const allResults = 'search-result?pageIndex=1&pageSize=15&orderBy=desc&searchGlobal=true';

const apartmentOverview = new RegExp(`^/(${languageCodes.join('|')})/serviced-apartments/overview/`);

/** Home, all results and every apartment's overview, in each language. */
async function pagesToRender() {
  const paths = languageCodes.flatMap((language) => [`/${language}`, `/${language}/${allResults}`]);
  const response = await fetch(`${serviceUrls.api}/sitemap.xml`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${serviceUrls.api}/sitemap.xml answered ${response.status}`);
  const sitemap = await response.text();
  for (const [, url] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname } = new URL(url);
    if (apartmentOverview.test(pathname)) paths.push(pathname);
  }
  return paths;
}

/** Where a page's HTML goes: its path's folder, as the proxy looks it up (docker/Caddyfile). */
function fileFor(path) {
  return join(out, decodeURIComponent(new URL(path, 'http://site').pathname), 'index.html');
}

/** Written atomically: next to the old page, then renamed over it; the proxy never serves half a file. */
function writePage(path, html) {
  const file = fileFor(path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, html);
  renameSync(`${file}.tmp`, file);
  return file;
}

const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page opened at another address than the one it was rendered for (the results page with
 * filters, any page with a query) shows the header and footer but hides its main content
 * until the app has rendered that address (`__root.tsx` lifts the mark), rather than show
 * the wrong results. The guard is fixed text (allowed by its hash); the path is in `<html>`.
 * Without scripts the address cannot be compared: what depends on the query (the result list's
 * cards, `[data-query-content]`) is not shown, and the list's note says why.
 */
function addressGuard() {
  return (
    `<script>${inlineScripts.addressGuard}</script><style>html[data-other-address] main{visibility:hidden}</style>` +
    '<noscript><style>[data-query-content]{display:none}</style></noscript>'
  );
}

const allowedInlineScripts = new Set(Object.values(inlineScripts));

/**
 * TanStack Router's server-only scripts (`ScriptOnce`: the scroll restoration) remove themselves
 * before the app starts and render nothing in the browser, so hydration never sees them. Their
 * text is the router's, not ours, and would need a hash of its own in the CSP; left out, a
 * reloaded page is scrolled back by the router once it has taken over instead.
 */
function withoutScriptOnce(html) {
  return html.replace(/<script>(?:(?!<\/script>)[\s\S])*;document\.currentScript\.remove\(\)<\/script>/g, '');
}

/** Renders `paths` and writes each page; a page whose data is missing keeps its earlier file. */
async function renderPages(paths) {
  const started = Date.now();
  const written = [];
  let failures = 0;
  for (const path of paths) {
    const language = path.split('/')[1];
    const page = await renderPage(path);
    if (page.failed.length > 0) {
      failures += 1;
      // A page an earlier run wrote stays as it was.
      log(`${path}: left out, data missing (${page.failed.join(', ')})`);
      const earlier = fileFor(path);
      if (existsSync(earlier)) written.push(earlier);
      continue;
    }
    const { head, body } = splitHead(withoutScriptOnce(page.html));
    const document = template
      .replace(/\s*<title data-fallback>[^<]*<\/title>/, '')
      .replace(/\s*<meta\s+name="description"[^>]*data-fallback\s*\/?>/, '')
      .replace('</head>', `${addressGuard()}${head}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${body}</div><script type="application/json" id="${stateElementId}">${scriptSafeJson(page.state)}</script>`,
      )
      .replace(
        /<html lang="[^"]*"/,
        `<html lang="${localeFor(language)}" data-rendered-path="${escapeAttribute(path)}"`,
      );
    const html = scriptsAfterFirstPaint(inlineStyles(document, body));
    // The Content-Security-Policy runs no inline script but the two it hashes: another one would
    // be refused in the browser, so the page is left out rather than sent half working.
    const unhashed = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].filter(
      ([, text]) => !allowedInlineScripts.has(text),
    );
    if (unhashed.length > 0) {
      failures += 1;
      log(`${path}: left out, an inline script the CSP does not allow: ${unhashed[0][1].slice(0, 80)}…`);
      continue;
    }
    const file = writePage(path, html);
    written.push(file);
    if (!path.includes('/serviced-apartments/'))
      log(`${path}: ${file} (${Math.round(html.length / 1024)} KB)`);
  }
  log(`${written.length} pages written in ${Math.round((Date.now() - started) / 1000)} s`);
  return { written, failures };
}

const listFile = join(out, 'prerendered.json');
/** The pages written so far, by path, for the watch mode's partial runs. */
let knownPaths = [];

/** Every page; the pages an earlier run wrote and this one did not (an apartment taken down) go. */
async function renderAll() {
  const paths = await pagesToRender();
  log(`${paths.length} pages`);
  knownPaths = paths;
  const { written, failures } = await renderPages(paths);
  const previous = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : [];
  const kept = new Set(written.map((file) => file.slice(out.length)));
  for (const file of previous.filter((entry) => !kept.has(entry))) rmSync(join(out, file), { force: true });
  writeFileSync(listFile, JSON.stringify([...kept], null, 1));
  return failures;
}

const longRunning = Boolean(watch) || everySeconds > 0 || thenCommand.length > 0;
let firstFailures = 0;
try {
  if (waitSeconds > 0) await waitForServices();
  firstFailures = await renderAll();
} catch (error) {
  if (!longRunning) throw error;
  // The site still works: each page renders in the browser until a later run writes it.
  log(`no pages this time (${error instanceof Error ? error.message : String(error)})`);
}
if (!longRunning) process.exit(firstFailures > 0 ? 1 : 0);

// Long-running: started after the first render, the web server (--then), the CMS's webhook
// (--watch: the pages a change shows, rendered again) and a periodic full run (--every).
const { createRenderQueue, startWatchServer } = await import('./prerender-watch.mjs');
const queue = createRenderQueue({
  log,
  render: async ({ all, documentIds }) => {
    if (all) return renderAll();
    const own = knownPaths.filter((path) => documentIds.some((id) => path.includes(`/${id}/`)));
    await renderPages([...knownPaths.filter((path) => !apartmentOverview.test(path)), ...own]);
  },
});

let then = null;
function stop(code) {
  if (then && then.exitCode === null) then.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (thenCommand.length > 0) {
  log(`starting ${thenCommand.join(' ')}`);
  then = spawn(thenCommand[0], thenCommand.slice(1), { cwd: process.cwd(), stdio: 'inherit' });
  then.on('exit', (code) => {
    log(`${thenCommand[0]} stopped (${code ?? 'signal'})`);
    process.exit(code ?? 1);
  });
}

if (watch) {
  const secret = process.env.PRERENDER_WEBHOOK_SECRET?.trim();
  if (!secret && process.env.NODE_ENV === 'production') {
    log('PRERENDER_WEBHOOK_SECRET must be set in production to listen for the CMS (--watch)');
    stop(1);
  }
  const [host, port] = watch.includes(':') ? watch.split(':') : ['127.0.0.1', watch];
  await startWatchServer({
    host,
    port: Number(port),
    secret: secret || 'dev-prerender-webhook-secret',
    queue,
    log,
  });
  log(`listening for CMS changes on http://${host}:${port}/`);
}

if (everySeconds > 0) setInterval(() => queue.add({ all: true, settleMs: 0 }), everySeconds * 1000);
