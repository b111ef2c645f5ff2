import { defaultPopulate } from '../../../lib/default-populate';

export default defaultPopulate({ category: { fields: ['key', 'name'] } });
