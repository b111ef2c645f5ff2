import { defaultPopulate, populateRules } from '../../../lib/default-populate';

/** The city picker and the search form list a city's districts with it. */
export default defaultPopulate({ districts: { ...populateRules.district, sort: ['key:asc'] } });
