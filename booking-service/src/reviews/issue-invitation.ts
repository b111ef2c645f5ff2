import { randomBytes } from 'node:crypto';
import { formLimits, todayInVietnam, type Language } from '@stayvn/shared';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { bookings, reviewInvitations } from '../db/schema/index.js';
import { hashReviewKey, propertyNameOf, type ReviewInvitationsContext } from './review-invitation-context.js';

/** The statuses a booking's stay has ended in, once its check-out day has come. */
const stayedStatuses = ['confirmed', 'in_stay', 'completed'] as const;

export interface InvitationTarget {
  propertyDocumentId: string;
  email: string;
  fullName: string;
  language: Language;
  userId?: string | null;
  bookingId?: string | null;
}

/**
 * Writes an invitation (in `tx`) and queues its mail with the link
 * `{WEB_URL}/{lang}/send-review?verify-key=KEY`. Undefined when the booking already has one.
 */
export async function issueInvitation(
  ctx: ReviewInvitationsContext,
  target: InvitationTarget,
  tx: Database = ctx.db,
): Promise<{ id: string; key: string; expiresAt: Date } | undefined> {
  const key = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.now().getTime() + formLimits.reviewInvitationDays * 86_400_000);
  const [row] = await tx
    .insert(reviewInvitations)
    .values({
      keyHash: hashReviewKey(key),
      propertyDocumentId: target.propertyDocumentId,
      bookingId: target.bookingId ?? null,
      userId: target.userId ?? null,
      email: target.email,
      fullName: target.fullName,
      language: target.language,
      expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: reviewInvitations.id });
  if (!row) return undefined;
  const name =
    (await propertyNameOf(ctx, target.propertyDocumentId, target.language, tx)) ?? target.propertyDocumentId;
  await ctx.outbox.enqueueMail(
    {
      to: target.email,
      language: target.language,
      template: {
        kind: 'review-invitation',
        link: `${ctx.webUrl}/${target.language}/send-review?verify-key=${key}`,
        fullName: target.fullName,
        propertyName: name,
        expiresOn: todayInVietnam(expiresAt),
      },
    },
    tx,
  );
  return { id: row.id, key, expiresAt };
}

/**
 * Invites every guest whose stay has ended (check-out day reached, in Vietnam) and who was
 * not invited yet: one invitation per booking, however often this runs. Returns how many.
 */
export async function inviteAfterStays(
  ctx: ReviewInvitationsContext,
  limit: number,
  /** Runs each invitation's transaction (a staff sweep writes its audit entry in it). */
  inTransaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>,
): Promise<number> {
  const today = todayInVietnam(ctx.now());
  const due = await ctx.db
    .select()
    .from(bookings)
    .leftJoin(reviewInvitations, eq(reviewInvitations.bookingId, bookings.id))
    .where(
      and(
        inArray(bookings.status, [...stayedStatuses]),
        lte(bookings.checkOut, today),
        isNull(reviewInvitations.id),
        sql`${bookings.email} is not null`,
      ),
    )
    .orderBy(bookings.checkOut)
    .limit(limit);
  let sent = 0;
  for (const { bookings: booking } of due) {
    const issued = await inTransaction((tx) =>
      issueInvitation(
        ctx,
        {
          propertyDocumentId: booking.propertyDocumentId,
          email: booking.email!,
          fullName: booking.fullName ?? booking.email!,
          language: booking.language ?? 'en',
          userId: booking.userId,
          bookingId: booking.id,
        },
        tx,
      ),
    );
    if (issued) sent += 1;
  }
  return sent;
}
