import { defaultPopulate } from '../../../lib/default-populate';

/** The layout reads the hotline, support contacts, price ranges and social links at once. */
export default defaultPopulate({ supportContacts: true, socialLinks: true });
