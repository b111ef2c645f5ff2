import { defaultPopulate, populateRules } from '../../../lib/default-populate';

/** The search filters show each group with its facilities. */
export default defaultPopulate({ facilities: populateRules.facilities });
