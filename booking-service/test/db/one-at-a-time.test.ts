import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../src/db/one-at-a-time.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('oneAtATime', () => {
  it('runs the work of one key in arrival order, one at a time, telling later ones they waited', async () => {
    const queue = oneAtATime();
    const log: string[] = [];
    let running = 0;
    const work = (name: string) => async (waited: boolean) => {
      running += 1;
      expect(running).toBe(1);
      log.push(`${name} start${waited ? ' (waited)' : ''}`);
      await tick();
      log.push(`${name} end`);
      running -= 1;
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((name) => queue('apartment-1', work(name))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start (waited)', 'b end', 'c start (waited)', 'c end']);
  });

  it('runs different keys side by side', async () => {
    const queue = oneAtATime();
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
    };
    await Promise.all([queue('apartment-1', work('a')), queue('apartment-2', work('b'))]);
    expect(log).toEqual(['a start', 'b start', 'a end', 'b end']);
  });

  it('a failure is its caller’s alone: the next one still runs, and a later call does not wait', async () => {
    const queue = oneAtATime();
    const failed = queue('apartment-1', async () => {
      await tick();
      throw new Error('room taken');
    });
    const next = queue('apartment-1', async (waited) => waited);
    await expect(failed).rejects.toThrow('room taken');
    await expect(next).resolves.toBe(true);
    await tick();
    await expect(queue('apartment-1', async (waited) => waited)).resolves.toBe(false);
  });
});

describe('oneAtATime bursts', () => {
  it('shares one burst value along an unbroken run of a key, and starts a new one after it', async () => {
    const queue = oneAtATime(() => [] as string[]);
    const seen = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        queue('apartment-1', async (_waited, burst) => {
          const before = [...burst];
          burst.push(name);
          await tick();
          return before;
        }),
      ),
    );
    expect(seen).toEqual([[], ['a'], ['a', 'b']]);
    const other = await queue('apartment-2', async (_waited, burst) => [...burst]);
    expect(other).toEqual([]);
    await tick();
    expect(await queue('apartment-1', async (_waited, burst) => [...burst])).toEqual([]);
  });
});
