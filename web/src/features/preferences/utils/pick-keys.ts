/**
 * The currency and city pickers are plain links (`?pickCurrency=VND`, `?pickCity=2` on the
 * current address), so that a choice made before the page's scripts run is not lost: the app
 * honours the query as it starts (the `$lang` route) and takes it out of the address.
 */
export const pickKeys = { currency: 'pickCurrency', city: 'pickCity' } as const;

/** Whether a query string carries a pick (the rest of the work is loaded only then). */
export const hasPicks = (searchStr: string) => /[?&]pick(Currency|City)=/.test(searchStr);

/** The address that picks `value` under `key`, keeping the rest of the address's query. */
export function pickHref(
  location: { pathname: string; searchStr: string },
  key: (typeof pickKeys)[keyof typeof pickKeys],
  value: string,
): string {
  const query = new URLSearchParams(location.searchStr);
  query.delete(pickKeys.currency);
  query.delete(pickKeys.city);
  query.set(key, value);
  return `${location.pathname}?${query.toString()}`;
}
