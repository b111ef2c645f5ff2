import { describe, expect, it } from 'vitest';
import { readCityId, readLanguage } from '@/lib/preferences/preference-values';
import { MemoryStorage } from '@/test/memory-storage';
import { readStored, scalarStorage } from './storage';

describe('scalarStorage', () => {
  it('writes plain strings under the spec key and reads them back', () => {
    const memory = new MemoryStorage();
    const storage = scalarStorage(readLanguage, () => memory);
    storage.setItem('language', 'vi');
    expect(memory.getItem('language')).toBe('vi');
    expect(storage.getItem('language', 'en')).toBe('vi');
  });

  it('reads JSON-quoted values and numbers', () => {
    const memory = new MemoryStorage();
    memory.setItem('language', '"jp"');
    memory.setItem('DEFAULT_CITY', '2');
    expect(readStored('language', readLanguage, () => memory)).toBe('jp');
    expect(readStored('DEFAULT_CITY', readCityId, () => memory)).toBe(2);
  });

  it('falls back to the initial value for junk or missing values', () => {
    const memory = new MemoryStorage();
    memory.setItem('language', 'ja');
    const storage = scalarStorage(readLanguage, () => memory);
    expect(storage.getItem('language', 'en')).toBe('en');
    expect(storage.getItem('missing', 'vi')).toBe('vi');
    expect(readStored('DEFAULT_CITY', readCityId, () => memory)).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    const broken = () => {
      throw new Error('SecurityError');
    };
    expect(readStored('language', readLanguage, broken)).toBeUndefined();
  });
});
