import { describe, expect, it } from 'vitest';
import { pagesOf, queueParams } from './queue-view';

describe('queueParams', () => {
  it('asks for one page in the service’s terms, newest first by default', () => {
    expect(
      queueParams({ page: 3, sort: { column: 'createdAt', direction: 'descending' }, search: '' }),
    ).toEqual({
      page: 3,
      pageSize: 25,
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('sends a trimmed search and an ascending order, never a page below the first', () => {
    expect(
      queueParams({ page: 0, sort: { column: 'fullName', direction: 'ascending' }, search: '  duc ' }),
    ).toEqual({ page: 1, pageSize: 25, sort: 'fullName', order: 'asc', q: 'duc' });
  });
});

describe('pagesOf', () => {
  it('counts whole pages, one at least', () => {
    expect(pagesOf(0, 25)).toBe(1);
    expect(pagesOf(25, 25)).toBe(1);
    expect(pagesOf(26, 25)).toBe(2);
  });
});
