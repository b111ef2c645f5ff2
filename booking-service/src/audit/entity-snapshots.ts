import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings } from '../db/schema/index.js';

/**
 * What an entity looked like before a staff action changed it, for the audit log's `before`,
 * by the staff route folder that changes it. The `after` is the route's answer.
 */
export function entitySnapshots(fastify: FastifyInstance) {
  const loaders: Record<string, (params: Record<string, unknown>) => Promise<unknown>> = {
    // The route's params are parsed already: `number` is a booking reference, by number or id.
    bookings: async ({ number: ref }) => {
      const { number, id } = (ref ?? {}) as { number?: string; id?: string };
      if (!number && !id) return null;
      const [row] = await fastify.db
        .select({
          number: bookings.number,
          status: bookings.status,
          refundStatus: bookings.refundStatus,
          confirmedAt: bookings.confirmedAt,
          cancelledAt: bookings.cancelledAt,
          updatedAt: bookings.updatedAt,
        })
        .from(bookings)
        .where(number ? eq(bookings.number, number) : eq(bookings.id, id!))
        .limit(1);
      return row ?? null;
    },
    'owner-submissions': async ({ id }) =>
      typeof id === 'string' ? ((await fastify.ownerSubmissionsService.find(id)) ?? null) : null,
    'support-requests': async ({ id }) =>
      typeof id === 'string' ? ((await fastify.supportRequestsService.find(id)) ?? null) : null,
  };
  return {
    async before(entityType: string, params: Record<string, unknown>): Promise<unknown> {
      const load = loaders[entityType];
      try {
        return load ? await load(params) : null;
      } catch {
        // A malformed id is the route's 400 to give; the log records what it can.
        return null;
      }
    },
  };
}
