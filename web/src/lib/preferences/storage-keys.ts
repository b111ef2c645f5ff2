/** localStorage keys named by the spec (section 3, browser storage). */
export const storageKeys = {
  language: 'language',
  currency: 'CURRENCY',
  defaultCity: 'DEFAULT_CITY',
} as const;
