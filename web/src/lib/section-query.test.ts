import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/test/memory-storage';
import { readSectionQuery, rememberSectionQuery } from './section-query';

describe('section query', () => {
  it('gives back the filter, sort and page each list last showed', () => {
    const storage = new MemoryStorage();
    expect(readSectionQuery('search-result', storage)).toBeNull();
    const results = {
      pageIndex: 2,
      orderBy: 'asc',
      sortBy: 1,
      type: 'residence',
      cityId: 1,
      keyword: 'tower',
      searchGlobal: true,
    };
    rememberSectionQuery('search-result', results, storage);
    rememberSectionQuery('offers', { pageIndex: 3, type: 'office' }, storage);
    expect(readSectionQuery('search-result', storage)).toEqual(results);
    expect(readSectionQuery('offers', storage)).toEqual({ pageIndex: 3, type: 'office' });
    expect(readSectionQuery('serviced-apartments', storage)).toBeNull();
  });

  it('keeps only plain values and survives a broken entry', () => {
    const storage = new MemoryStorage();
    rememberSectionQuery(
      'offers',
      { pageIndex: 2, broken: { a: 1 }, gone: undefined, nan: Number.NaN },
      storage,
    );
    expect(readSectionQuery('offers', storage)).toEqual({ pageIndex: 2 });
    storage.setItem('sectionQuery', '{not json');
    expect(readSectionQuery('offers', storage)).toBeNull();
    rememberSectionQuery('offers', { pageIndex: 4 }, storage);
    expect(readSectionQuery('offers', storage)).toEqual({ pageIndex: 4 });
  });
});
