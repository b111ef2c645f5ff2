// Constants, types and pure functions: none of these modules loads zod.
export * from './languages.js';
export * from './cities.js';
export * from './currency.js';
export * from './paging.js';
export * from './errors.js';
export * from './catalog.js';
export * from './fields.js';
export * from './accounts.js';
export * from './dates.js';
export * from './search.js';
export * from './auth.js';
export * from './reviews.js';
export * from './captcha.js';
export * from './enquiries.js';
export * from './favourites.js';
export * from './bookings.js';
export * from './forms.js';

// The zod schemas, with the types inferred from them.
export * from './schemas/languages.js';
export * from './schemas/cities.js';
export * from './schemas/currency.js';
export * from './schemas/paging.js';
export * from './schemas/errors.js';
export * from './schemas/catalog.js';
export * from './schemas/fields.js';
export * from './schemas/accounts.js';
export * from './schemas/search.js';
export * from './schemas/auth.js';
export * from './schemas/reviews.js';
export * from './schemas/newsletter.js';
export * from './schemas/projects.js';
export * from './schemas/captcha.js';
export * from './schemas/enquiries.js';
export * from './schemas/favourites.js';
export * from './schemas/bookings.js';
export * from './schemas/forms.js';
