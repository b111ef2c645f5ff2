/** The availability endpoint's answer, as the booking service declares it (shared/schemas). */
export { availabilitySchema } from '@stayvn/shared';
