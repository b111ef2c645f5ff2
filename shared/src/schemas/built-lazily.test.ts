import { afterEach, describe, expect, it } from 'vitest';

/*
 * The web sets zod's `jitless` option when its first schema module loads (web/src/lib/zod.ts).
 * An object schema built while shared's modules are imported reads zod's options before that
 * and probes for `eval` with `new Function('')`: the site's Content-Security-Policy refuses it
 * and reports a violation on every page that loads a schema. So every object schema in shared
 * is built on first use (`z.lazy`), and importing them all must not call the Function
 * constructor once.
 */

const RealFunction = globalThis.Function;
let constructed: unknown[][] = [];

function watchFunctionConstructor() {
  constructed = [];
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: unknown[], newTarget) {
      constructed.push(args);
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
}

afterEach(() => {
  globalThis.Function = RealFunction;
});

describe('shared schemas are built on first use', () => {
  it('importing every schema module builds no object schema (no eval probe)', async () => {
    watchFunctionConstructor();
    const shared = await import('../index.js');
    expect(Object.keys(shared).length).toBeGreaterThan(100);
    expect(constructed).toEqual([]);
  });

  it('the check holds: building an object schema probes for eval', async () => {
    watchFunctionConstructor();
    const { z } = await import('zod');
    z.object({ id: z.string() });
    expect(constructed).toEqual([['']]);
  });
});
