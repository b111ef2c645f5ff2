export * from './catalog.js';
export * from './accounts.js';
