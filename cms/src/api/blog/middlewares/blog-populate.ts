import { defaultPopulate } from '../../../lib/default-populate';

export default defaultPopulate({ thumbnail: true, category: { fields: ['key', 'name'] } });
