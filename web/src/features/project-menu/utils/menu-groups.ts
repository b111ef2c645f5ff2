import type { ProjectMenuGroup } from '@stayvn/shared';

/** Only cities that have projects are listed: an empty group would open onto nothing. */
export function visibleGroups(groups: readonly ProjectMenuGroup[]): ProjectMenuGroup[] {
  return groups.filter((group) => group.projects.length > 0);
}

/**
 * The group open when the menu first shows: the visitor's city if it has projects, else the
 * first city. The others start collapsed so the list stays short.
 */
export function initiallyOpen(
  groups: readonly ProjectMenuGroup[],
  cityId: number,
): ProjectMenuGroup | undefined {
  return groups.find((group) => group.cityId === cityId) ?? groups[0];
}
