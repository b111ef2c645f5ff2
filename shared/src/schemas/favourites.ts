import { z } from 'zod';
import { defaultCurrency } from '../currency.js';
import { favouriteLimits } from '../favourites.js';
import { defaultLanguage } from '../languages.js';
import { pageSizes } from '../paging.js';
import { propertyKindSchema } from './catalog.js';
import { currencySchema } from './currency.js';
import { propertyIdField } from './fields.js';
import { languageSchema } from './languages.js';
import { queryInteger } from './search.js';

/**
 * Server favourites of the signed-in user (`/v1/me/favourites`). The list answers property cards
 * (`propertyPageSchema`); a property no longer published is left out.
 */
export const favouritesQuerySchema = z.lazy(() =>
  z.object({
    pageIndex: queryInteger(1, 100_000, 'err_page_index').default(1),
    pageSize: queryInteger(1, favouriteLimits.pageSizeMax, 'err_page_size').default(pageSizes.favourites),
    lang: languageSchema.default(defaultLanguage),
    currency: currencySchema.default(defaultCurrency),
    kind: z.preprocess((value) => (value === '' ? undefined : value), propertyKindSchema.optional()),
  }),
);
export type FavouritesQuery = z.infer<typeof favouritesQuerySchema>;

export const favouriteParamsSchema = z.lazy(() => z.object({ propertyId: propertyIdField }));
export type FavouriteParams = z.infer<typeof favouriteParamsSchema>;

const idList = z
  .array(propertyIdField, { error: 'err_invalid_id' })
  .max(favouriteLimits.idsPerCall, { error: 'err_too_many_ids' });

/** Remove several (`propertyIds`) or every favourite (`all: true`). */
export const favouritesRemoveSchema = z.lazy(() =>
  z
    .object({ propertyIds: idList.optional(), all: z.literal(true).optional() })
    .refine((value) => value.all === true || (value.propertyIds?.length ?? 0) > 0, {
      error: 'err_required',
      path: ['propertyIds'],
    }),
);
export type FavouritesRemoveInput = z.infer<typeof favouritesRemoveSchema>;

/**
 * The local likes sent at login: added to the server list, duplicates ignored, safe to repeat.
 * `syncedIds` is what this browser last saw in the user's server list: a local like among them
 * that the server no longer has was removed since (in another browser) and is not added back,
 * so a removal wins over a stale local copy. Without it every local like is added.
 */
export const favouritesMergeSchema = z.lazy(() =>
  z.object({ propertyIds: idList, syncedIds: idList.optional() }),
);
export type FavouritesMergeInput = z.infer<typeof favouritesMergeSchema>;

/** Every favourite id of the user, newest first. */
export const favouriteIdsSchema = z.lazy(() => z.object({ ids: z.array(z.string()) }));
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;
