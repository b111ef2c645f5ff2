import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * CSS module class names in a build (vite.config.ts): `_` + the local name + `_` + six hex
 * digits of a hash of the file it is in (`_hero_3fa9c1`), the same in the browser's build and
 * the prerenderer's. Every class of a module shares its suffix, which compresses well (Vite's
 * default adds each class's line number). `scripts/prerender.mjs` finds a stylesheet's module
 * classes by `scopedClassPattern`.
 */
export function scopedClassName(name, filename) {
  const file = relative(webDir, filename.split('?')[0] ?? filename);
  return `_${name}_${createHash('sha256').update(file).digest('hex').slice(0, 6)}`;
}

/** A module class as a selector in a built stylesheet (`._hero_3fa9c1`). */
export const scopedClassPattern = /\._[A-Za-z0-9-]+_[0-9a-f]{6}(?![\w-])/g;
