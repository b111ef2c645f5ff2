import { integerParam, searchParams, withDefault } from '@/lib/url-params';

/** Blogs per list page: three rows of the three-column grid. */
export const blogPageSize = 9;

/** `?pageIndex=` of a blog list: a whole number from 1; anything else reads as the first page. */
export const blogListSearch = searchParams({
  pageIndex: withDefault(integerParam(1, 10_000), 1),
});
