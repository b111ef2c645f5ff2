import { defaultPopulate } from '../../../lib/default-populate';

/** The amenities tab groups facilities by their group's name. */
export default defaultPopulate({ group: { fields: ['key', 'legacyId', 'name'] } });
