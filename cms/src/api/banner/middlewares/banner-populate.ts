import { defaultPopulate } from '../../../lib/default-populate';

/** A banner is useless without its picture. */
export default defaultPopulate({ image: true });
