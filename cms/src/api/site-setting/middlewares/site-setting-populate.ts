import { defaultPopulate } from '../../../lib/default-populate';

/** The layout reads the hotline, support contacts, price ranges and social links at once; bookings the holidays. */
export default defaultPopulate({ supportContacts: true, socialLinks: true, holidays: true });
