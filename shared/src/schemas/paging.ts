import { z } from 'zod';

/** One page of a list, as the booking service answers it: the items, the total and where it is. */
export function pageSchemaOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    pageIndex: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
