export * from './catalog.js';
export * from './accounts.js';
export * from './newsletter.js';
export * from './reviews.js';
export * from './bookings.js';
