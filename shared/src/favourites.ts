/**
 * Server favourites of a signed-in user (spec §2.7, §4, §9): 9 a page, the signed-in list fetched
 * 999 at a time, one list for apartments and offices (a card says its kind).
 */
export const favouriteLimits = {
  pageSizeMax: 999,
  /** Ids one merge or remove call may carry (the local lists are at most this long). */
  idsPerCall: 999,
} as const;
