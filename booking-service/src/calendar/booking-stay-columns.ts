import { bookings } from '../db/schema/index.js';

/** A booking as the console's calendar and conflicts show it. */
export const bookingStayColumns = {
  id: bookings.id,
  number: bookings.number,
  status: bookings.status,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  fullName: bookings.fullName,
};
