import { oneNightMinimum, type MinimumStayOf } from '@stayvn/shared';

/** The minimum stays of a property's check-in days in `[from, to)`, and the longest of them. */
export interface MinimumStays {
  of: MinimumStayOf;
  /** The longest minimum stay: how many nights past `to` the closed check-in days depend on. */
  longest: number;
}

export type MinimumStaySource = (propertyId: string, from: string, to: string) => Promise<MinimumStays>;

/**
 * One night everywhere: the rule until the catalog's rates carry a minimum stay per date range
 * (issue 32 item 4). The rates plug in here, as another `MinimumStaySource`, and the guest's
 * calendar closes the check-in days whose minimum stay cannot fit without any other change.
 */
export const oneNightEverywhere: MinimumStaySource = async () => ({ of: oneNightMinimum, longest: 1 });
