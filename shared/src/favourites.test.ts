import { describe, expect, it } from 'vitest';
import {
  favouritesMergeSchema,
  favouritesQuerySchema,
  favouritesRemoveSchema,
} from './schemas/favourites.js';

describe('favouritesQuerySchema', () => {
  it('pages 9 at a time by default, up to 999', () => {
    expect(favouritesQuerySchema.parse({})).toEqual({
      pageIndex: 1,
      pageSize: 9,
      lang: 'en',
      currency: 'USD',
    });
    expect(favouritesQuerySchema.parse({ pageSize: '999', kind: 'office' })).toMatchObject({
      pageSize: 999,
      kind: 'office',
    });
    expect(favouritesQuerySchema.safeParse({ pageSize: '1000' }).error?.issues[0]?.message).toBe(
      'err_page_size',
    );
    expect(favouritesQuerySchema.safeParse({ kind: 'villa' }).success).toBe(false);
    expect(favouritesQuerySchema.parse({ kind: '' }).kind).toBeUndefined();
  });
});

describe('favouritesRemoveSchema', () => {
  it('takes some ids or all, not nothing', () => {
    expect(favouritesRemoveSchema.parse({ all: true })).toEqual({ all: true });
    expect(favouritesRemoveSchema.parse({ propertyIds: ['a'] })).toEqual({ propertyIds: ['a'] });
    expect(favouritesRemoveSchema.safeParse({}).error?.issues[0]).toMatchObject({
      path: ['propertyIds'],
      message: 'err_required',
    });
    expect(favouritesRemoveSchema.safeParse({ propertyIds: [] }).success).toBe(false);
    expect(favouritesRemoveSchema.safeParse({ all: false }).success).toBe(false);
  });
});

describe('favouritesMergeSchema', () => {
  it('takes at most 999 well-formed ids', () => {
    expect(favouritesMergeSchema.parse({ propertyIds: [] })).toEqual({ propertyIds: [] });
    expect(favouritesMergeSchema.safeParse({ propertyIds: ['../x'] }).success).toBe(false);
    const many = Array.from({ length: 1000 }, (_, index) => `p${index}`);
    expect(favouritesMergeSchema.safeParse({ propertyIds: many }).error?.issues[0]?.message).toBe(
      'err_too_many_ids',
    );
  });
});
