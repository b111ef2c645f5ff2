import { createHash, randomBytes } from 'node:crypto';
import {
  bookingErrorCodes,
  errorCodes,
  formatBookingNumber,
  type CreateBooking,
  type PaymentMethod,
} from '@stayvn/shared';
import type { BookableProperty } from '../catalog/catalog-repository.js';
import { oneAtATime } from '../db/one-at-a-time.js';
import type { BookingRow, NewBookingRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { roomTaken, sqlStateOf, type BookingContext } from './booking-context.js';
import type { ReplayOrOverlap } from './bookings-repository.js';
import type { StayPricing } from './stay-pricing.js';

export interface CreateBookingOptions {
  ctx: BookingContext;
  pricing: StayPricing;
  holdMinutesBankTransfer: number;
  /** The hold of a card or VNPay booking (at least 31 minutes: Stripe's shortest session is 30). */
  holdMinutesOnline: number;
  /** The methods a booking may be made with (an online one is off without its provider). */
  paymentMethods?: readonly PaymentMethod[];
}

export interface CreatedBooking {
  booking: BookingRow;
  created: boolean;
}

/** A hold a create has seen: whose it is, with which request, on which nights. */
type SeenHold = ReplayOrOverlap & { booking?: BookingRow };

function newBookingNumber(): string {
  // 256 is a multiple of 32, so each character is uniform.
  return formatBookingNumber([...randomBytes(12)].map((byte) => byte & 31));
}

/** One guest's create with its Idempotency-Key: which bookings are its own, and its replay. */
function idempotentRequest(
  ctx: BookingContext,
  userId: string,
  input: CreateBooking,
  idempotencyKey: string,
) {
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
  const checkSame = (existing: Pick<BookingRow, 'requestHash'>) => {
    if (existing.requestHash !== requestHash)
      throw new AppError(
        422,
        bookingErrorCodes.idempotencyMismatch,
        'This Idempotency-Key was used for a different booking request',
      );
  };
  const replayOf = (existing: BookingRow): CreatedBooking => {
    checkSame(existing);
    return { booking: existing, created: false };
  };
  return {
    userId,
    idempotencyKey,
    requestHash,
    checkSame,
    replayOf,
    isOwn: (booking: Pick<BookingRow, 'userId' | 'idempotencyKey'>) =>
      booking.userId === userId && booking.idempotencyKey === idempotencyKey,
    async replay(): Promise<CreatedBooking | undefined> {
      const existing = await ctx.repository.findByIdempotencyKey(userId, idempotencyKey);
      return existing && replayOf(existing);
    },
  };
}

type IdempotentRequest = ReturnType<typeof idempotentRequest>;

/**
 * A database error of a create racing another: the request's own booking when it raced itself,
 * else 409 `room_taken` for the exclusion constraint or a serialisation failure.
 */
async function raceAnswer(error: unknown, request: IdempotentRequest): Promise<CreatedBooking> {
  const state = sqlStateOf(error);
  if (state === '23P01' || state === '23505') {
    // A retry racing its own first request: that request's booking is the answer.
    const same = await request.replay();
    if (same) return same;
    if (state === '23P01') roomTaken();
  }
  // Two transactions serialising on the same rows under PostgreSQL's stricter levels.
  if (state === '40001' || state === '40P01') roomTaken();
  throw error;
}

/** The row of a new hold: the guest's details, the stay, and the price the booking keeps. */
function holdRow(
  request: IdempotentRequest,
  input: CreateBooking,
  { property, price, snapshot, exchangeRate }: Awaited<ReturnType<StayPricing['priceStay']>>,
  holdExpiresAt: Date,
): NewBookingRow {
  return {
    number: newBookingNumber(),
    propertyDocumentId: property.documentId,
    userId: request.userId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    status: 'pending_payment',
    holdExpiresAt,
    fullName: input.fullName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    forSomeoneElse: input.forSomeoneElse,
    specialRequirements: input.specialRequirements || null,
    vatCompanyName: input.vatInvoice ? input.companyName! : null,
    vatCompanyAddress: input.vatInvoice ? input.companyAddress! : null,
    vatTaxCode: input.vatInvoice ? input.taxCode! : null,
    paymentMethod: input.paymentMethod,
    language: input.language,
    currency: 'USD',
    property: snapshot,
    price,
    exchangeRate,
    totalUsd: price.usd.total,
    totalVnd: price.vnd.total,
    idempotencyKey: request.idempotencyKey,
    requestHash: request.requestHash,
  };
}

/** The new hold with its `create` event, in one transaction. */
async function insertHold(ctx: BookingContext, row: NewBookingRow, userId: string): Promise<BookingRow> {
  const { repository } = ctx;
  return ctx.db.transaction(async (tx) => {
    // Holds of this property that ran out stop counting for the constraint here, in the
    // same transaction, so no sweeper has to have run first.
    await repository.expireHolds(row.propertyDocumentId, tx);
    const inserted = await repository.insert(row, tx);
    await repository.insertEvent(
      {
        bookingId: inserted.id,
        actor: 'guest',
        actorId: userId,
        event: 'create',
        fromStatus: null,
        toStatus: 'pending_payment',
        reason: null,
      },
      tx,
    );
    return inserted;
  });
}

/**
 * Creates a booking that holds its dates at once (`pending_payment` until the hold expires).
 * The same Idempotency-Key from the same user gives the same booking back (`created: false`).
 * Nights someone holds already, or the database's exclusion constraint deciding a race: 409
 * room_taken (the summary's quote is where taken dates answer no_rooms_available).
 */
export function createBookingCreation(options: CreateBookingOptions) {
  const { ctx, pricing } = options;
  const { repository } = ctx;
  // Each apartment's run of creates keeps the holds it has seen, made by its creates or found by
  // their reads (with the booking when this run made it), so that the ones queued behind them in
  // the same burst are answered without reading the database again.
  const oneCreatePerProperty = oneAtATime((): SeenHold[] => []);

  async function newRow(
    request: IdempotentRequest,
    property: BookableProperty,
    input: CreateBooking,
  ): Promise<NewBookingRow> {
    const priced = await pricing.priceStay(property, input);
    const holdMinutes =
      input.paymentMethod === 'bank_transfer' ? options.holdMinutesBankTransfer : options.holdMinutesOnline;
    return holdRow(request, input, priced, new Date(ctx.now().getTime() + holdMinutes * 60_000));
  }

  /**
   * Creates of one apartment queue here. When a burst of guests race for its nights, the first
   * reads: it holds them if they are free, or learns who holds them. The rest, having waited, are
   * answered from the holds this run has seen (a double click gets its own booking back), and
   * only those asking for other nights read again.
   */
  async function holdInBurst(
    request: IdempotentRequest,
    property: BookableProperty,
    input: CreateBooking,
    burst: SeenHold[],
  ): Promise<CreatedBooking> {
    const held = burst.find(request.isOwn);
    if (held)
      return held.booking ? request.replayOf(held.booking) : ((await request.replay()) ?? roomTaken());
    if (burst.some((hold) => hold.checkIn < input.checkOut && input.checkIn < hold.checkOut))
      return roomTaken();
    // One query answers both "did this request run already?" and "are the nights taken?".
    const found = await repository.findReplayOrOverlap({
      userId: request.userId,
      idempotencyKey: request.idempotencyKey,
      propertyDocumentId: input.propertyId,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
    });
    const earlier = found.find(request.isOwn);
    if (earlier) {
      request.checkSame(earlier);
      const replayed = await request.replay();
      if (replayed) return replayed;
    }
    if (found.length > 0) {
      // The guest saw these nights free on the summary (its quote answers no_rooms_available
      // otherwise): whoever holds them now booked them first, in this burst or just before.
      burst.push(...found);
      roomTaken();
    }
    const booking = await insertHold(ctx, await newRow(request, property, input), request.userId);
    burst.push({ ...booking, booking });
    return { booking, created: true };
  }

  return async function create(
    userId: string,
    input: CreateBooking,
    idempotencyKey: string,
  ): Promise<CreatedBooking> {
    if (options.paymentMethods && !options.paymentMethods.includes(input.paymentMethod))
      throw new AppError(400, errorCodes.validation, 'This payment method is not available', [
        { field: 'paymentMethod', code: 'err_payment_method', message: 'err_payment_method' },
      ]);
    const request = idempotentRequest(ctx, userId, input, idempotencyKey);
    const property = await pricing.bookableProperty(input.propertyId);
    pricing.checkDates(input.checkIn, input.checkOut);
    try {
      return await oneCreatePerProperty(property.documentId, (_waited, burst) =>
        holdInBurst(request, property, input, burst),
      );
    } catch (error) {
      return raceAnswer(error, request);
    }
  };
}
