import type { StaffDashboard } from '@stayvn/shared';
import { and, count, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import {
  bookings,
  enquiries,
  ownerSubmissions,
  payments,
  reviews,
  supportRequests,
} from '../db/schema/index.js';

/**
 * The count of new items in each staff queue: what nobody has picked up yet. Each count is one
 * indexed query ((status, created_at) indexes), run side by side.
 */
export function createDashboardRepository(db: Database) {
  const countWhere = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  return {
    async queues(): Promise<StaffDashboard['queues']> {
      const [
        enquiriesNew,
        owners,
        helpIssues,
        tenantSupport,
        transfers,
        reviewsPending,
        refundsFailing,
        refundsByHand,
        paymentsProcessing,
      ] = await Promise.all([
        countWhere(db.select({ value: count() }).from(enquiries).where(eq(enquiries.status, 'new'))),
        countWhere(
          db.select({ value: count() }).from(ownerSubmissions).where(eq(ownerSubmissions.status, 'new')),
        ),
        countWhere(
          db
            .select({ value: count() })
            .from(supportRequests)
            .where(and(eq(supportRequests.status, 'new'), eq(supportRequests.kind, 'issue'))),
        ),
        countWhere(
          db
            .select({ value: count() })
            .from(supportRequests)
            .where(and(eq(supportRequests.status, 'new'), eq(supportRequests.kind, 'tenant_support'))),
        ),
        // The guest says the transfer is sent; staff confirm it arrived.
        countWhere(
          db.select({ value: count() }).from(bookings).where(eq(bookings.status, 'awaiting_confirmation')),
        ),
        countWhere(db.select({ value: count() }).from(reviews).where(eq(reviews.status, 'pending'))),
        // A refund the provider refused (retried with doubling waits) or that failed for good.
        countWhere(
          db
            .select({ value: count() })
            .from(payments)
            .where(
              and(
                eq(payments.kind, 'refund'),
                or(
                  and(eq(payments.status, 'pending'), isNotNull(payments.lastError)),
                  eq(payments.status, 'failed'),
                ),
              ),
            ),
        ),
        // A bank transfer's refund is made by hand by staff.
        countWhere(
          db
            .select({ value: count() })
            .from(bookings)
            .where(and(eq(bookings.refundStatus, 'pending'), eq(bookings.paymentMethod, 'bank_transfer'))),
        ),
        // Paid by card or VNPay but not settled by the provider yet.
        countWhere(
          db
            .select({ value: count() })
            .from(payments)
            .where(and(eq(payments.kind, 'charge'), eq(payments.status, 'processing'))),
        ),
      ]);
      return {
        enquiries: enquiriesNew,
        ownerSubmissions: owners,
        helpIssues,
        tenantSupport,
        transfersAwaitingConfirmation: transfers,
        reviewsPending,
        refundsNeedingAttention: refundsFailing + refundsByHand,
        paymentsNeedingAttention: paymentsProcessing,
      };
    },
  };
}
