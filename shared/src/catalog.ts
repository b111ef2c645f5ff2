/** Apartments are residences (search type 1); offices are search type 2. */
export const propertyKinds = ['apartment', 'office'] as const;

/** long: priced per month, enquiry only; short: priced per day, booked online. */
export const stayTypes = ['long', 'short'] as const;
