import type { ProjectMenuGroup } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { initiallyOpen, visibleGroups } from './menu-groups';

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
    expect(initiallyOpen(groups, 2)?.cityId).toBe(2);
  });

  it('opens the first city when the chosen one has no group', () => {
    expect(initiallyOpen(visibleGroups(groups), 3)?.cityId).toBe(1);
    expect(initiallyOpen([], 1)).toBeUndefined();
  });
});
