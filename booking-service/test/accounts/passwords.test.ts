import { describe, expect, it } from 'vitest';
import {
  hashAccountPassword,
  hashPassword,
  isTooSimilar,
  similarPasswordVariants,
  verifyPassword,
} from '../../src/accounts/passwords.js';

describe('hashPassword', () => {
  it('hashes with argon2id and a fresh salt each time', async () => {
    const first = await hashPassword('Harbour-view7');
    const second = await hashPassword('Harbour-view7');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'Harbour-view7')).toBe(true);
    expect(await verifyPassword(first, 'Harbour-view8')).toBe(false);
  });

  it('treats a malformed hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});

describe('similarPasswordVariants', () => {
  it('covers case, trailing numbers and the last character', () => {
    expect(similarPasswordVariants('Summer!2024')).toEqual(
      expect.arrayContaining([
        'Summer!2024',
        'summer!2024',
        'SUMMER!2024',
        'sUMMER!2024',
        'Summer!',
        'Summer!2025',
        'Summer!2023',
        'Summer!202',
      ]),
    );
  });

  it('keeps the width of a zero-padded number', () => {
    expect(similarPasswordVariants('pass#007')).toEqual(expect.arrayContaining(['pass#008', 'pass#006']));
  });

  it('adds a 1 when there is no trailing number', () => {
    expect(similarPasswordVariants('lotus-Pond!')).toEqual(
      expect.arrayContaining(['lotus-Pond!1', 'Lotus-Pond!', 'lotus-Pond']),
    );
  });

  it('stays small: each variant costs one argon2 verification', () => {
    for (const candidate of ['Summer!2024', 'a1!bcdefgh', 'X'.repeat(40) + 'y1!']) {
      const variants = similarPasswordVariants(candidate);
      expect(variants.length).toBeLessThanOrEqual(12);
      expect(new Set(variants).size).toBe(variants.length);
    }
  });
});

describe('isTooSimilar', () => {
  it('finds the old password among the variants of the new one, and nothing else', async () => {
    const old = { passwordHash: await hashPassword('Summer!2024'), passwordFoldHash: null };
    expect(await isTooSimilar(old, 'Summer!2025')).toBe(true);
    expect(await isTooSimilar(old, 'sUMMER!2024')).toBe(true);
    expect(await isTooSimilar(old, 'Winter!2024')).toBe(false);
    expect(await isTooSimilar(old, 'Summer!2026')).toBe(false);
  });

  it('finds any case-only change by the fold hash (issue 31)', async () => {
    const old = await hashAccountPassword('Summer!2024');
    expect(await verifyPassword(old.passwordHash, 'Summer!2024')).toBe(true);
    expect(await verifyPassword(old.passwordHash, 'summer!2024')).toBe(false);
    expect(await isTooSimilar(old, 'suMMer!2024')).toBe(true);
    expect(await isTooSimilar(old, ' SUmmer!2024 ')).toBe(true);
    expect(await isTooSimilar(old, 'Winter!2024')).toBe(false);
  });
});
