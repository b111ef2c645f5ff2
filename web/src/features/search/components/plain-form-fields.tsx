import { defaultListingQuery, pageSizes } from '@stayvn/shared';
import { filterToSearchParams, type SearchFilter } from '../utils/search-filter';

/** Parameters whose own control in the form carries a `name` (tab, keyword, city, dates, counts). */
const named = new Set(['type', 'keyword', 'cityId', 'checkIn', 'checkOut', 'adults', 'children', 'rooms']);

/**
 * What the plain form (before the scripts run) submits besides its named controls: the spec's
 * listing query, the tab and the choices of the multi-selects and the price slider, as the
 * results page's URL carries them. Once the scripts run the form submits through the router.
 */
export function PlainFormFields({ filter }: { filter: SearchFilter }) {
  const params = filterToSearchParams(filter);
  const hidden: [string, string | number][] = [
    ['pageIndex', defaultListingQuery.pageIndex],
    ['pageSize', pageSizes.listing],
    ['orderBy', defaultListingQuery.orderBy],
  ];
  for (const [key, value] of Object.entries(params)) {
    if (!named.has(key) && value !== undefined) hidden.push([key, value]);
  }
  return hidden.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
