import type { ProjectMenuGroup } from '@stayvn/shared';

/** A disclosure key per city group (react-aria keys must be strings or numbers). */
export const groupKey = (group: Pick<ProjectMenuGroup, 'cityId'>) => `city-${group.cityId}`;

/** Only cities that have projects are listed: an empty group would open onto nothing. */
export function visibleGroups(groups: readonly ProjectMenuGroup[]): ProjectMenuGroup[] {
  return groups.filter((group) => group.projects.length > 0);
}

/**
 * The group open when the menu first shows: the visitor's city if it has projects, else the
 * first city. The others start collapsed so the list stays short.
 */
export function initiallyExpanded(groups: readonly ProjectMenuGroup[], cityId: number): Set<string> {
  const chosen = groups.find((group) => group.cityId === cityId) ?? groups[0];
  return new Set(chosen ? [groupKey(chosen)] : []);
}

/** Expanding or collapsing one city leaves the others as they are. */
export function toggleGroup(expanded: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(expanded);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
