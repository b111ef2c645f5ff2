import { describe, expect, it } from 'vitest';
import { groupFacilities, type DetailFacility } from './group-facilities';

const interior = { key: 'interior', name: 'Interior' };
const building = { key: 'building', name: 'Tòa nhà' };
const facility = (id: number, group: DetailFacility['group'], isShow = true): DetailFacility => ({
  id,
  key: `f${id}`,
  name: `Facility ${id}`,
  icon: null,
  isShow,
  group,
});

describe('groupFacilities', () => {
  it('groups by group name upper-cased in the page language, items sorted by id', () => {
    const groups = groupFacilities(
      [facility(9, building), facility(3, interior), facility(1, interior), facility(5, building, false)],
      'vi',
      'Khác',
    );
    expect(groups.map((group) => group.name)).toEqual(['INTERIOR', 'TÒA NHÀ']);
    expect(groups[0]!.items.map((item) => item.id)).toEqual([1, 3]);
    expect(groups[1]!.items.map((item) => [item.id, item.isShow])).toEqual([
      [5, false],
      [9, true],
    ]);
  });

  it('puts facilities without a group last, under the given name', () => {
    const groups = groupFacilities([facility(1, null), facility(2, interior)], 'en', 'Other');
    expect(groups.map((group) => group.name)).toEqual(['INTERIOR', 'OTHER']);
  });

  it('returns no group for no facility', () => {
    expect(groupFacilities([], 'en', 'Other')).toEqual([]);
  });
});
