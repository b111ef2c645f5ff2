import { describe, expect, it, vi } from 'vitest';

// In this file zod cannot be loaded: any module that imports it, even through another module,
// fails to import. `import type` is erased and does not count.
vi.mock('zod', () => {
  throw new Error('zod was loaded');
});

/** The modules the web may import at start-up: constants, types and pure functions only. */
const zodFreeModules = [
  'accounts',
  'auth',
  'bookings',
  'catalog',
  'captcha',
  'cities',
  'currency',
  'dates',
  'enquiries',
  'errors',
  'favourites',
  'fields',
  'forms',
  'languages',
  'paging',
  'reviews',
  'search',
];

describe('zod-free modules', () => {
  it.each(zodFreeModules)('%s loads without zod', async (name) => {
    const module: object = await import(`./${name}.js`);
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });

  it('the check holds: a schema module does need zod', async () => {
    await expect(import('./schemas/languages.js')).rejects.toHaveProperty('cause.message', 'zod was loaded');
  });
});
