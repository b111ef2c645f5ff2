import { defaultPopulate, propertyCardPopulate } from '../../../lib/default-populate';

/** The special-list screen shows a grid of property cards: one request fills it. */
export default defaultPopulate({ properties: { populate: propertyCardPopulate } });
