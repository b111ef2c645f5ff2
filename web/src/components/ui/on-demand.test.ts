import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('imports once, however often it is asked, and keeps the module', async () => {
    let imports = 0;
    const part = onDemand(async () => {
      imports += 1;
      return { name: 'menu' };
    });
    expect(part.current()).toBeUndefined();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(second);
    expect(await part.load()).toBe(first);
    expect(part.current()).toBe(first);
    expect(imports).toBe(1);
  });

  it('tries again after a failed import (offline), and then keeps what it got', async () => {
    let attempts = 0;
    const part = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { name: 'drawer' };
    });
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.current()).toBeUndefined();
    expect(await part.load()).toEqual({ name: 'drawer' });
    expect(part.current()).toEqual({ name: 'drawer' });
    await part.load();
    expect(attempts).toBe(2);
  });
});
