export * from './languages.js';
export * from './cities.js';
export * from './currency.js';
export * from './paging.js';
export * from './errors.js';
export * from './catalog.js';
export * from './fields.js';
export * from './accounts.js';
