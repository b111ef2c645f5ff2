import { defaultPopulate } from '../../../lib/default-populate';

export default defaultPopulate({ logo: true });
