import { defaultPopulate } from '../../../lib/default-populate';

export default defaultPopulate({ image: true });
