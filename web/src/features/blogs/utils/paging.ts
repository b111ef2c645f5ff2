import { z } from 'zod';

/** Blogs per list page: three rows of the three-column grid. */
export const blogPageSize = 9;

/** `?pageIndex=` of a blog list: a whole number from 1; anything else reads as the first page. */
export const blogListSearchSchema = z.lazy(() =>
  z.object({
    pageIndex: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  }),
);
