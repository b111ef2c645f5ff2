// The home route's initial JavaScript, measured from a Vite build's manifest (scripts/bench.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const kb = (bytes) => bytes / 1024;
const gzipKb = (path) => kb(gzipSync(readFileSync(path)).length);

/**
 * What home runs: the entry chunk and its static imports (the boot, `src/main.tsx`: all that
 * runs at load), the app's start (`src/start.tsx`, loaded by the boot at once or, on a
 * prerendered page, at the visitor's first use) and its static imports, and, apart, the lazy
 * chunks the home route pulls in at once (the router's split route components on the way to
 * `/$lang/`).
 */
export function initialJavaScript(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  const size = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(join(outDir, manifest[key].file)), 0);
  const staticChunks = new Set();
  const visit = (key) => {
    if (staticChunks.has(key)) return;
    staticChunks.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  const bootKb = size(staticChunks);
  // The start's module shares a chunk with what it imports first (vite-plugins/start-modules.ts).
  const startKey = manifest[entryKey].dynamicImports?.find((key) => manifest[key].name === 'start');
  if (!startKey) throw new Error('no chunk of src/start.tsx in the Vite manifest');
  visit(startKey);

  const homeRouteFiles = [
    'src/routes/__root.tsx',
    'src/routes/$lang/route.tsx',
    'src/routes/$lang/index.tsx',
  ];
  const homeLazy = new Set();
  const visitLazy = (key) => {
    if (staticChunks.has(key) || homeLazy.has(key)) return;
    homeLazy.add(key);
    for (const imported of manifest[key].imports ?? []) visitLazy(imported);
  };
  for (const key of Object.keys(manifest)) {
    if (homeRouteFiles.some((file) => key.startsWith(`${file}?`))) visitLazy(key);
  }

  const css = [...staticChunks].flatMap((key) => manifest[key].css ?? []);
  const largest = [...staticChunks]
    .map((key) => ({ file: manifest[key].file, kb: gzipKb(join(outDir, manifest[key].file)) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 5);
  return {
    bootKb,
    entryKb: size(staticChunks),
    chunkCount: staticChunks.size,
    homeLazyKb: size(homeLazy),
    cssKb: css.reduce((sum, file) => sum + gzipKb(join(outDir, file)), 0),
    largest,
  };
}
