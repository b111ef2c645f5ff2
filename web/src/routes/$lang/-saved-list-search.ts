import { integerParam, searchParam, searchParams } from '@/lib/url-params';

/**
 * `?pageIndex=` (9 a page) and `?cleared=true` (after "clear all", the page says so) of the
 * favourites and recently-viewed pages. Apart from the page so that the route tree, which is in
 * the first download, takes only this light module.
 */
const clearedParam = searchParam<boolean | undefined, true | undefined>((value) =>
  value === true || value === 'true' ? true : undefined,
);

export const savedListSearch = searchParams({ pageIndex: integerParam(1, 10_000), cleared: clearedParam });
