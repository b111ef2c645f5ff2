import { defaultPopulate, populateRules } from '../../../lib/default-populate';

export default defaultPopulate({ city: populateRules.city });
