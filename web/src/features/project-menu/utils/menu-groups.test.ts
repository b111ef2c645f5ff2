import type { ProjectMenuGroup } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { groupKey, initiallyExpanded, toggleGroup, visibleGroups } from './menu-groups';

const project = (id: string) => ({ id, slug: `p-${id}`, name: `Project ${id}` });
const groups: ProjectMenuGroup[] = [
  { cityId: 1, cityName: 'Hanoi', projects: [project('a'), project('b')] },
  { cityId: 2, cityName: 'Ho Chi Minh City', projects: [project('c')] },
  { cityId: 3, cityName: 'Hai Phong', projects: [] },
];

describe('project menu groups', () => {
  it('leaves out cities without projects', () => {
    expect(visibleGroups(groups).map((group) => group.cityId)).toEqual([1, 2]);
  });

  it("opens the visitor's city first", () => {
    expect([...initiallyExpanded(groups, 2)]).toEqual(['city-2']);
  });

  it('opens the first city when the chosen one has no group', () => {
    expect([...initiallyExpanded(visibleGroups(groups), 3)]).toEqual(['city-1']);
    expect([...initiallyExpanded([], 1)]).toEqual([]);
  });

  it('expands and collapses one city at a time without touching the others', () => {
    const open = toggleGroup(new Set(['city-1']), groupKey({ cityId: 2 }));
    expect([...open].sort()).toEqual(['city-1', 'city-2']);
    const closed = toggleGroup(open, 'city-1');
    expect([...closed]).toEqual(['city-2']);
  });
});
