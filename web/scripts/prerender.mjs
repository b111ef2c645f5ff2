#!/usr/bin/env node
// `npm run prerender -w @stayvn/web`: writes home, per language, as finished HTML.
//
// The web is static (a CDN in production), and the home page's first screen comes from the CMS
// (banners) and the booking service (hot apartments): a browser that starts from an empty page
// paints it only after the scripts have run and the data has come back. This script renders
// `/en`, `/jp` and `/vi` with the app itself (the server build of `src/prerender/render.tsx`),
// waiting for every section's data, and writes `<dist>/<lang>/index.html`: the page's markup,
// its head (title, description, links, JSON-LD), a preload of the hero picture, and the data it showed, which the
// browser's copy of the app takes over (`src/main.tsx`). Every other path keeps `index.html`.
//
// Run it after the build, with the CMS and the booking service reachable at the URLs the build
// was made for (VITE_CMS_URL, VITE_API_URL); run it again when content changes (deploys do, and
// the production set-up runs it every few minutes). A language whose data cannot be had is left
// out (its path keeps the plain page) and the script exits 1.
//
// Options: --dist <folder>, the web build (default web/dist); --ssr <folder>, the renderer's
// build (default web/dist-ssr, which `npm run build` makes; --build makes it first); --out
// <folder>, where the pages go (default: the web build; production writes them to a volume
// the proxy serves); --wait <seconds>, how long to wait for the services and a first hot
// apartment (for start-up scripts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const dist = resolve(option('dist', join(webDir, 'dist')));
const ssr = resolve(option('ssr', join(webDir, 'dist-ssr')));
const out = resolve(option('out', dist));
const waitSeconds = Number(option('wait', '0'));
const languages = ['en', 'jp', 'vi'];

function log(message) {
  process.stdout.write(`prerender | ${message}\n`);
}

if (args.includes('--build')) {
  log(`building the renderer into ${ssr}`);
  const build = spawnSync('npx', ['vite', 'build', '--ssr', 'src/prerender/render.tsx', '--outDir', ssr, '--emptyOutDir'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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

const { renderPage, scriptSafeJson, stateElementId, serviceUrls } = await import(
  pathToFileURL(join(ssr, 'render.js')).href
);

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
if (waitSeconds > 0) await waitForServices();

const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error(`${dist}/index.html has no empty #root`);

/**
 * React puts the page's <title>, <meta> and <link> elements first in its output, and the root
 * route's head renders the JSON-LD next; they go to <head>, marked `data-fallback` like
 * index.html's own (main.tsx replaces them with the live route's head, which `__root.tsx`
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
 * carries, in one <style>, the entry's CSS and every stylesheet that styles one of the
 * CSS-module classes in its markup (all are scoped, so the order between files is free).
 */
const stylesheets = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => {
    const css = readFileSync(join(dist, 'assets', file), 'utf8');
    const classes = [...new Set(css.match(/\._[\w-]+_[\w-]+_\d+/g) ?? [])].map((selector) => selector.slice(1));
    return { href: `/assets/${file}`, css, classes };
  });
const linkedStylesheet = (href) => new RegExp(`\\s*<link rel="stylesheet" crossorigin href="${href}">`);

function inlineStyles(document, body) {
  const needed = stylesheets.filter(
    ({ href, classes }) => linkedStylesheet(href).test(document) || classes.some((name) => body.includes(name)),
  );
  let page = document;
  for (const { href } of needed) page = page.replace(linkedStylesheet(href), '');
  return page.replace('</head>', `<style>${needed.map(({ css }) => css).join('')}</style></head>`);
}

/**
 * A prerendered page is read before it is interactive: its scripts are asked for once the
 * first screen has painted, so that on a slow connection the styles, the markup and the hero
 * picture have the line to themselves first. The script and module-preload tags of index.html
 * become one inline loader that adds them after the first frame (the order is kept).
 */
function scriptsAfterFirstPaint(document) {
  const tags = [
    ...document.matchAll(/\s*<(script type="module" crossorigin src|link rel="modulepreload" crossorigin(?:="")? href)="([^"]+)"[^>]*>(?:<\/script>)?/g),
  ];
  let page = document;
  for (const [tag] of tags) page = page.replace(tag, '');
  const modules = tags.map(([, kind, href]) => ({ href, entry: kind.startsWith('script') }));
  const loader = `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(modules)}.forEach(function(m){var e=document.createElement(m.entry?'script':'link');if(m.entry){e.type='module';e.src=m.href}else{e.rel='modulepreload';e.href=m.href}e.crossOrigin='';document.head.appendChild(e)})})})</script>`;
  return page.replace('</body>', `${loader}</body>`);
}

let failures = 0;
for (const language of languages) {
  const path = `/${language}`;
  const page = await renderPage(path);
  if (page.failed.length > 0) {
    failures += 1;
    log(`${path}: left out, data missing (${page.failed.join(', ')})`);
    continue;
  }
  const { head, body } = splitHead(page.html);
  const document = template
    .replace(/\s*<title data-fallback>[^<]*<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*data-fallback\s*\/?>/, '')
    .replace('</head>', `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div><script type="application/json" id="${stateElementId}">${scriptSafeJson(page.state)}</script>`,
    )
    .replace(/<html lang="[^"]*"/, `<html lang="${language === 'jp' ? 'ja' : language}"`);
  const html = scriptsAfterFirstPaint(inlineStyles(document, body));
  // Written next to the old page and renamed over it: the proxy never serves half a file.
  const file = join(out, language, 'index.html');
  mkdirSync(join(out, language), { recursive: true });
  writeFileSync(`${file}.tmp`, html);
  renameSync(`${file}.tmp`, file);
  log(`${path}: ${file} (${Math.round(html.length / 1024)} KB)`);
}
process.exit(failures > 0 ? 1 : 0);
