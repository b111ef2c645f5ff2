/** Apartments are residences (search type 1); offices are search type 2. */
export const propertyKinds = ['apartment', 'office'] as const;

/** long: priced per month, enquiry only; short: priced per day, booked online. */
export const stayTypes = ['long', 'short'] as const;

/**
 * CMS models (Strapi's singular model names) whose names or keys the booking service's index
 * copies into property rows: an edit of one re-reads the properties that refer to it. The
 * prerenderer reads the same list: such an edit shows on every prerendered page.
 */
export const catalogRelatedModels = [
  'city',
  'district',
  'project',
  'bedroom-type',
  'view',
  'facility',
  'offer-service',
] as const;

/**
 * Not related by id (a facility carries only its group's key; a rate plan's new members do not
 * name it yet): an edit rebuilds the whole index.
 */
export const catalogFullResyncModels = ['facility-group', 'rate-plan'] as const;
