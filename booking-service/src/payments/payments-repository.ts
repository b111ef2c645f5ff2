import type { Database } from '../db/connect.js';
import { createPaymentEventQueries } from './payment-event-queries.js';
import { createPaymentQueries } from './payment-queries.js';
import { createRefundQueries } from './refund-queries.js';
import { createStaffPaymentQueries } from './staff-payment-queries.js';

/** Drizzle queries over `payments` and `payment_events`; the rules live in payments-service.ts. */
export function createPaymentsRepository(db: Database) {
  return {
    ...createPaymentQueries(db),
    ...createPaymentEventQueries(db),
    ...createRefundQueries(db),
    ...createStaffPaymentQueries(db),
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
