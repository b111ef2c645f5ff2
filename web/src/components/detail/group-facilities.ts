export type DetailFacility = {
  id: number;
  key: string;
  name: string;
  icon: string | null;
  isShow: boolean;
  group: { key: string; name: string } | null;
};

export type FacilityGroup = { key: string; name: string; items: DetailFacility[] };

/**
 * Spec §2.3 amenities: facilities grouped by their group's name shown upper-cased, items sorted
 * by id. Items the editor hid (isShow false) stay in the list, shown as unavailable.
 * Groups keep the order of their first item; facilities without a group come last.
 */
export function groupFacilities(
  facilities: readonly DetailFacility[],
  locale: string,
  otherName: string,
): FacilityGroup[] {
  const groups = new Map<string, FacilityGroup>();
  for (const facility of [...facilities].sort((a, b) => a.id - b.id)) {
    const key = facility.group?.key ?? '';
    let group = groups.get(key);
    if (!group) {
      group = {
        key: key || 'other',
        name: (facility.group?.name ?? otherName).toLocaleUpperCase(locale),
        items: [],
      };
      groups.set(key, group);
    }
    group.items.push(facility);
  }
  const ungrouped = groups.get('');
  groups.delete('');
  return ungrouped ? [...groups.values(), ungrouped] : [...groups.values()];
}
