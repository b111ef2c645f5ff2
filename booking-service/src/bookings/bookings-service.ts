import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  bookingErrorCodes,
  cancellationPolicy,
  checkInHour,
  checkInTime,
  checkOutTime,
  checkStayRange,
  cmsLocaleOf,
  computePriceBreakdown,
  dueClockEvents,
  errorCodes,
  formatBookingNumber,
  nightsBetween,
  percentToBasisPoints,
  stayNights,
  todayInVietnam,
  transferContent,
  transitionBooking,
  vietnamInstant,
  vietQrPayload,
  type Availability,
  type BankTransfer,
  type Booking,
  type BookingActor,
  type BookingEvent,
  type BookingProperty,
  type BookingQuote,
  type BookingQuoteQuery,
  type BookingStatus,
  type CancelBookingInput,
  type CancellationQuote,
  type CreateBooking,
  type Language,
  type PaymentMethod,
  type PriceBreakdownPayload,
} from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BookableProperty, CatalogRepository } from '../catalog/catalog-repository.js';
import { absoluteUrl, pickText } from '../catalog/catalog-row.js';
import type { Database } from '../db/connect.js';
import { oneAtATime } from '../db/one-at-a-time.js';
import type {
  BookingPropertySnapshot,
  BookingRow,
  NewBookingRow,
  StoredPriceBreakdown,
} from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { BookingRef, BookingsRepository, ReplayOrOverlap } from './bookings-repository.js';
import { cancellationFigures } from './cancellation-figures.js';
import { SettingsUnavailableError, type BookingSettingsSource } from './site-settings.js';

/** Who made a staff move and why (kept in the booking's events). */
export interface StaffMove {
  actorId?: string | null;
  reason?: string | null;
}

/** Something that must happen in the same transaction as a status change (e.g. queueing a mail). */
export type BookingSideEffect = (booking: BookingRow, tx: Database) => Promise<void>;

export interface BookingsServiceOptions {
  db: Database;
  repository: BookingsRepository;
  catalog: CatalogRepository;
  settings: BookingSettingsSource;
  log: FastifyBaseLogger;
  cmsPublicUrl: string;
  holdMinutesBankTransfer: number;
  /** The hold of a card or VNPay booking (at least 31 minutes: Stripe's shortest session is 30). */
  holdMinutesOnline: number;
  /** The methods a booking may be made with (an online one is off without its provider). */
  paymentMethods?: readonly PaymentMethod[];
  /** Runs in the confirming transaction: the confirmation mail goes through the outbox there. */
  onConfirmed?: BookingSideEffect;
  /** Runs in the cancelling transaction: a refund through the provider that took the money. */
  onCancelled?: BookingSideEffect;
  /** Runs in the transaction of a staff rejection or no-show: the refund, and the guest's mail. */
  onStaffEnded?: BookingSideEffect;
  now?: () => Date;
}

const roomTakenMessage = 'Someone booked the room before you';
const noRoomsMessage = 'No rooms available for the day';

/** Losing the race for the nights: 409 `room_taken` with the spec's text. */
function roomTaken(): never {
  throw new AppError(409, bookingErrorCodes.roomTaken, roomTakenMessage);
}

/** PostgreSQL's SQLSTATE of an error from either driver (node-postgres or PGlite), also when wrapped. */
function sqlStateOf(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function notFound(): AppError {
  return new AppError(404, errorCodes.notFound, 'No such booking');
}

function newBookingNumber(): string {
  // 256 is a multiple of 32, so each character is uniform.
  return formatBookingNumber([...randomBytes(12)].map((byte) => byte & 31));
}

function toPricePayload(price: StoredPriceBreakdown, exchangeRate: number): PriceBreakdownPayload {
  return {
    nights: price.nights,
    serviceChargeRate: price.serviceChargeBasisPoints / 100,
    vatRate: price.vatBasisPoints / 100,
    exchangeRate,
    isOffer: price.isOffer,
    usd: price.usd,
    vnd: price.vnd,
  };
}

function groupOf(status: BookingStatus): Booking['group'] {
  if (status === 'in_stay') return 'current';
  if (status === 'pending_payment' || status === 'awaiting_confirmation' || status === 'confirmed')
    return 'upcoming';
  return 'previous';
}

function isCancellable(status: BookingStatus): boolean {
  return transitionBooking(status, 'cancel', 'guest').ok;
}

/**
 * What staff refund on a rejection: a transfer the guest says they made too, since staff check
 * the statement before they pay it back. A guest's cancellation counts confirmed money only
 * (cancellation-figures.ts).
 */
function paidOf(row: BookingRow): { usd: number; vnd: number } {
  const paid =
    row.status === 'awaiting_confirmation' || row.status === 'confirmed' || row.status === 'in_stay';
  return paid ? { usd: row.totalUsd ?? 0, vnd: row.totalVnd ?? 0 } : { usd: 0, vnd: 0 };
}

/** A hold a create has seen: whose it is, with which request, on which nights. */
type SeenHold = ReplayOrOverlap & { booking?: BookingRow };

export function createBookingsService(options: BookingsServiceOptions) {
  const { db, repository, catalog, settings, cmsPublicUrl, holdMinutesBankTransfer, holdMinutesOnline } =
    options;
  const now = options.now ?? (() => new Date());
  // Each apartment's run of creates keeps the holds it has seen, made by its creates or found by
  // their reads (with the booking when this run made it), so that the ones queued behind them in
  // the same burst are answered without reading the database again.
  const oneCreatePerProperty = oneAtATime((): SeenHold[] => []);

  async function loadSettings() {
    try {
      return await settings.get();
    } catch (error) {
      if (error instanceof SettingsUnavailableError) {
        options.log.error({ err: error }, 'bookings: site settings unavailable');
        throw new AppError(
          503,
          errorCodes.unavailable,
          'Booking is unavailable for a moment, please try again later',
        );
      }
      throw error;
    }
  }

  function propertyView(snapshot: BookingPropertySnapshot, id: string, language: Language): BookingProperty {
    const locale = cmsLocaleOf(language);
    const name = pickText(snapshot.name, locale) ?? snapshot.slug;
    return {
      id,
      slug: snapshot.slug,
      name,
      address: pickText(snapshot.address, locale),
      district: pickText(snapshot.district, locale),
      image: snapshot.image && {
        ...snapshot.image,
        url: absoluteUrl(snapshot.image.url, cmsPublicUrl),
        alt: snapshot.image.alt ?? name,
      },
    };
  }

  // Lookups of one property at the same moment share one read: a burst of guests for one
  // apartment reads its row once. Nothing is kept once the read has answered.
  const lookups = new Map<string, Promise<BookableProperty | undefined>>();
  function findProperty(propertyId: string) {
    let lookup = lookups.get(propertyId);
    if (!lookup) {
      lookup = catalog.findBookable(propertyId).finally(() => lookups.delete(propertyId));
      lookups.set(propertyId, lookup);
    }
    return lookup;
  }

  /** A short-stay apartment of the catalog, or 404. */
  async function bookableProperty(propertyId: string) {
    const row = await findProperty(propertyId);
    if (!row) throw new AppError(404, errorCodes.notFound, 'No such property');
    if (row.kind !== 'apartment' || row.typeCode !== 'short')
      throw new AppError(
        409,
        bookingErrorCodes.notBookable,
        'This property is booked by enquiry, not online',
      );
    return row;
  }

  function checkDates(checkIn: string, checkOut: string) {
    const problem = checkStayRange(checkIn, checkOut, todayInVietnam(now()));
    if (problem)
      throw new AppError(400, errorCodes.validation, 'The dates are not valid', [
        { field: problem.field, code: problem.code, message: problem.code },
      ]);
  }

  async function isFree(propertyId: string, checkIn: string, checkOut: string): Promise<boolean> {
    return (await repository.takenRanges(propertyId, checkIn, checkOut)).length === 0;
  }

  async function computeQuote(query: Omit<BookingQuoteQuery, 'lang' | 'currency'>) {
    const property = await bookableProperty(query.propertyId);
    checkDates(query.checkIn, query.checkOut);
    return priceStay(property, query);
  }

  /** The server's price of a stay at a bookable property, with what the booking keeps of it. */
  async function priceStay(property: BookableProperty, query: { checkIn: string; checkOut: string }) {
    const site = await loadSettings();
    const isOffer = property.isOffer && property.offerPriceUsd != null;
    const breakdown = computePriceBreakdown({
      nightlyRateUsd: isOffer ? property.offerPriceUsd! : property.priceUsd,
      nights: nightsBetween(query.checkIn, query.checkOut),
      serviceChargeBasisPoints: percentToBasisPoints(site.serviceChargeRate),
      vatBasisPoints: percentToBasisPoints(site.vatRate),
      exchangeRate: site.exchangeRate,
    });
    const price: StoredPriceBreakdown = {
      nights: breakdown.nights,
      serviceChargeBasisPoints: breakdown.serviceChargeBasisPoints,
      vatBasisPoints: breakdown.vatBasisPoints,
      isOffer,
      usd: breakdown.usd,
      vnd: breakdown.vnd,
    };
    const snapshot: BookingPropertySnapshot = {
      slug: property.slug,
      name: property.name,
      address: property.address,
      district: property.district,
      image: property.cardImage,
    };
    return { property, price, snapshot, exchangeRate: site.exchangeRate, site };
  }

  function toBooking(row: BookingRow, language: Language): Booking {
    const cancelled = row.cancelledAt !== null && row.cancellationReason !== null;
    return {
      id: row.id,
      number: row.number!,
      status: row.status,
      group: groupOf(row.status),
      property: propertyView(row.property!, row.propertyDocumentId, language),
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      checkInTime,
      checkOutTime,
      fullName: row.fullName ?? '',
      email: row.email ?? '',
      phoneNumber: row.phoneNumber ?? '',
      forSomeoneElse: row.forSomeoneElse,
      specialRequirements: row.specialRequirements,
      vatInvoice:
        row.vatCompanyName && row.vatCompanyAddress && row.vatTaxCode
          ? {
              companyName: row.vatCompanyName,
              companyAddress: row.vatCompanyAddress,
              taxCode: row.vatTaxCode,
            }
          : null,
      paymentMethod: row.paymentMethod ?? 'bank_transfer',
      language: row.language ?? 'en',
      price: toPricePayload(row.price!, row.exchangeRate!),
      holdExpiresAt: row.status === 'pending_payment' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
      createdAt: row.createdAt.toISOString(),
      transferredAt: row.transferredAt?.toISOString() ?? null,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      cancellation: cancelled
        ? {
            reason: row.cancellationReason!,
            note: row.cancellationNote,
            cancelledAt: row.cancelledAt!.toISOString(),
            percent: row.cancellationPercent ?? 0,
            cost: { usd: row.cancellationCostUsd ?? 0, vnd: row.cancellationCostVnd ?? 0 },
            refund: { usd: row.refundUsd ?? 0, vnd: row.refundVnd ?? 0 },
            refundStatus: row.refundStatus ?? 'none',
            refundWorkingDays: cancellationPolicy.refundWorkingDays,
          }
        : null,
      cancellable: isCancellable(row.status),
    };
  }

  /**
   * Applies what the clock has made due (a hold that ran out, a stay that began or ended) and
   * records it, so a status follows the calendar whenever it is read; no sweeper needed.
   */
  async function settle(row: BookingRow, tx: Database = db): Promise<BookingRow> {
    let current = row;
    for (const event of dueClockEvents(current, now())) {
      const result = transitionBooking(current.status, event, 'system');
      if (!result.ok) break;
      const moved = await repository.transition(
        current.id,
        current.status,
        { status: result.to },
        { actor: 'system', actorId: null, event, reason: 'calendar' },
        tx,
      );
      // Another request settled it first: read what it wrote.
      if (!moved) return settle((await repository.findByRef({ id: current.id }, tx)) ?? current, tx);
      current = moved;
    }
    return current;
  }

  async function ownBooking(userId: string, ref: BookingRef): Promise<BookingRow> {
    const row = await repository.findForOwner(userId, ref);
    if (!row) throw notFound();
    return settle(row);
  }

  /** One transition by `actor`, atomic: refused with 409 when the status does not allow it. */
  async function move(
    row: BookingRow,
    event: BookingEvent,
    actor: BookingActor,
    patch: Partial<NewBookingRow>,
    details: {
      actorId?: string | null;
      reason?: string | null;
      sideEffect?: BookingSideEffect;
      /** The caller's transaction (a staff action with its audit entry): a savepoint in it. */
      tx?: Database;
    } = {},
  ): Promise<BookingRow> {
    const result = transitionBooking(row.status, event, actor);
    if (!result.ok)
      throw new AppError(
        409,
        bookingErrorCodes.invalidTransition,
        `A ${row.status} booking cannot be changed that way`,
      );
    return (details.tx ?? db).transaction(async (tx) => {
      const moved = await repository.transition(
        row.id,
        row.status,
        { ...patch, status: result.to },
        { actor, actorId: details.actorId ?? null, event, reason: details.reason ?? null },
        tx,
      );
      if (!moved)
        throw new AppError(
          409,
          bookingErrorCodes.invalidTransition,
          'The booking changed meanwhile, please reload it',
        );
      if (details.sideEffect) await details.sideEffect(moved, tx);
      return moved;
    });
  }

  /** A booking for staff (no owner check), settled with the clock; 404 when there is none. */
  async function findForStaff(ref: BookingRef, tx: Database = db): Promise<BookingRow> {
    const found = await repository.findByRef(ref, tx);
    if (!found) throw notFound();
    return settle(found, tx);
  }

  return {
    toBooking,

    /** Taken nights of a property in `[from, to)`. */
    async availability(propertyId: string, from: string, to: string): Promise<Availability> {
      const property = await catalog.find(propertyId);
      if (!property) throw new AppError(404, errorCodes.notFound, 'No such property');
      const taken = new Set<string>();
      for (const range of await repository.takenRanges(propertyId, from, to))
        for (const night of stayNights(range.checkIn, range.checkOut))
          if (night >= from && night < to) taken.add(night);
      return { unavailable: [...taken].sort() };
    },

    async quote(query: BookingQuoteQuery): Promise<BookingQuote> {
      const { property, price, snapshot, exchangeRate } = await computeQuote(query);
      if (!(await isFree(property.documentId, query.checkIn, query.checkOut)))
        throw new AppError(409, bookingErrorCodes.noRoomsAvailable, noRoomsMessage);
      return {
        property: propertyView(snapshot, property.documentId, query.lang),
        checkIn: query.checkIn,
        checkOut: query.checkOut,
        checkInTime,
        checkOutTime,
        price: toPricePayload(price, exchangeRate),
        currency: query.currency,
      };
    },

    /**
     * Creates a booking that holds its dates at once (`pending_payment` until the hold expires).
     * The same Idempotency-Key from the same user gives the same booking back (`created: false`).
     * Nights someone holds already, or the database's exclusion constraint deciding a race: 409
     * room_taken (the summary's quote is where taken dates answer no_rooms_available).
     */
    async create(
      userId: string,
      input: CreateBooking,
      idempotencyKey: string,
    ): Promise<{ booking: BookingRow; created: boolean }> {
      if (options.paymentMethods && !options.paymentMethods.includes(input.paymentMethod))
        throw new AppError(400, errorCodes.validation, 'This payment method is not available', [
          { field: 'paymentMethod', code: 'err_payment_method', message: 'err_payment_method' },
        ]);
      const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
      const checkSameRequest = (existing: Pick<BookingRow, 'requestHash'>) => {
        if (existing.requestHash !== requestHash)
          throw new AppError(
            422,
            bookingErrorCodes.idempotencyMismatch,
            'This Idempotency-Key was used for a different booking request',
          );
      };
      const replayOf = (existing: BookingRow) => {
        checkSameRequest(existing);
        return { booking: existing, created: false };
      };
      const replay = async () => {
        const existing = await repository.findByIdempotencyKey(userId, idempotencyKey);
        return existing && replayOf(existing);
      };
      const property = await bookableProperty(input.propertyId);
      checkDates(input.checkIn, input.checkOut);
      const ownKey = (booking: Pick<BookingRow, 'userId' | 'idempotencyKey'>) =>
        booking.userId === userId && booking.idempotencyKey === idempotencyKey;
      // One query answers both "did this request run already?" and "are the nights taken?".
      const replayOrOverlap = async () => {
        const found = await repository.findReplayOrOverlap({
          userId,
          idempotencyKey,
          propertyDocumentId: input.propertyId,
          checkIn: input.checkIn,
          checkOut: input.checkOut,
        });
        const earlier = found.find(ownKey);
        if (!earlier) return { replay: undefined, found };
        checkSameRequest(earlier);
        return { replay: await replay(), found };
      };
      const overlaps = (hold: SeenHold) => hold.checkIn < input.checkOut && input.checkIn < hold.checkOut;

      const newRow = async (): Promise<NewBookingRow> => {
        const { price, snapshot, exchangeRate } = await priceStay(property, input);
        return {
          number: newBookingNumber(),
          propertyDocumentId: property.documentId,
          userId,
          checkIn: input.checkIn,
          checkOut: input.checkOut,
          status: 'pending_payment',
          holdExpiresAt: new Date(
            now().getTime() +
              (input.paymentMethod === 'bank_transfer' ? holdMinutesBankTransfer : holdMinutesOnline) *
                60_000,
          ),
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
          idempotencyKey,
          requestHash,
        };
      };

      try {
        // Creates of one apartment queue here. When a burst of guests race for its nights, the
        // first reads: it holds them if they are free, or learns who holds them. The rest, having
        // waited, are answered from the holds this run has seen (a double click gets its own
        // booking back), and only those asking for other nights read again.
        return await oneCreatePerProperty(property.documentId, async (_waited, burst) => {
          const held = burst.find(ownKey);
          if (held) return held.booking ? replayOf(held.booking) : ((await replay()) ?? roomTaken());
          if (burst.some(overlaps)) return roomTaken();
          const { replay: earlier, found } = await replayOrOverlap();
          if (earlier) return earlier;
          if (found.length > 0) {
            // The guest saw these nights free on the summary (its quote answers no_rooms_available
            // otherwise): whoever holds them now booked them first, in this burst or just before.
            burst.push(...found);
            roomTaken();
          }
          const row = await newRow();
          const booking = await db.transaction(async (tx) => {
            // Holds of this property that ran out stop counting for the constraint here, in the
            // same transaction, so no sweeper has to have run first.
            await repository.expireHolds(property.documentId, tx);
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
          burst.push({ ...booking, booking });
          return { booking, created: true };
        });
      } catch (error) {
        const state = sqlStateOf(error);
        if (state === '23P01' || state === '23505') {
          // A retry racing its own first request: that request's booking is the answer.
          const same = await replay();
          if (same) return same;
          if (state === '23P01') roomTaken();
        }
        // Two transactions serialising on the same rows under PostgreSQL's stricter levels.
        if (state === '40001' || state === '40P01') roomTaken();
        throw error;
      }
    },

    async get(userId: string, ref: BookingRef): Promise<BookingRow> {
      return ownBooking(userId, ref);
    },

    async list(userId: string): Promise<BookingRow[]> {
      const rows = await repository.listForUser(userId);
      return Promise.all(rows.map((row) => settle(row)));
    },

    async bankTransfer(userId: string, ref: BookingRef): Promise<BankTransfer> {
      const row = await ownBooking(userId, ref);
      if (
        row.paymentMethod !== 'bank_transfer' ||
        (row.status !== 'pending_payment' && row.status !== 'awaiting_confirmation')
      )
        throw new AppError(
          409,
          bookingErrorCodes.invalidTransition,
          'This booking is not waiting for a transfer',
        );
      const { bank } = await loadSettings();
      if (!bank)
        throw new AppError(
          503,
          bookingErrorCodes.paymentUnavailable,
          'Bank transfer is not available at the moment',
        );
      const content = transferContent(row.number!);
      return {
        number: row.number!,
        status: row.status,
        bankName: bank.name,
        bankBin: bank.bin,
        accountNumber: bank.accountNumber,
        accountName: bank.accountName,
        amountVnd: row.totalVnd!,
        content,
        qrPayload: vietQrPayload({
          bankBin: bank.bin,
          accountNumber: bank.accountNumber,
          amountVnd: row.totalVnd!,
          purpose: content,
        }),
        holdExpiresAt: row.status === 'pending_payment' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
      };
    },

    /** "I have transferred": the dates stay held, without expiry, until staff confirm or reject. */
    async markTransferred(userId: string, ref: BookingRef): Promise<BookingRow> {
      const row = await ownBooking(userId, ref);
      if (row.status === 'awaiting_confirmation') return row;
      return move(row, 'mark_transferred', 'guest', { transferredAt: now() }, { actorId: userId });
    },

    async cancellationQuote(userId: string, ref: BookingRef): Promise<CancellationQuote> {
      const row = await ownBooking(userId, ref);
      const { paid, unconfirmedTransfer, usd, vnd } = cancellationFigures(row, now());
      return {
        cancellable: isCancellable(row.status),
        percent: usd.percent,
        cutOff: usd.cutOff.toISOString(),
        paid,
        unconfirmedTransfer,
        cost: { usd: usd.cost, vnd: vnd.cost },
        refund: { usd: usd.refund, vnd: vnd.refund },
        refundWorkingDays: cancellationPolicy.refundWorkingDays,
      };
    },

    /** Cancels with the cost of this moment; a refund due becomes a task for staff (`pending`). */
    async cancel(userId: string, ref: BookingRef, input: CancelBookingInput): Promise<BookingRow> {
      const row = await ownBooking(userId, ref);
      const { usd, vnd } = cancellationFigures(row, now());
      return move(
        row,
        'cancel',
        'guest',
        {
          cancelledAt: now(),
          cancellationReason: input.reason,
          cancellationNote: input.note || null,
          cancellationPercent: usd.percent,
          cancellationCostUsd: usd.cost,
          cancellationCostVnd: vnd.cost,
          refundUsd: usd.refund,
          refundVnd: vnd.refund,
          refundStatus: vnd.refund > 0 ? 'pending' : 'none',
        },
        {
          actorId: userId,
          reason: input.note ? `${input.reason}: ${input.note}` : input.reason,
          sideEffect: options.onCancelled,
        },
      );
    },

    /**
     * A provider's payment for the booking arrived; runs in the caller's transaction, which holds
     * the payment's row. A booking waiting for it is confirmed (with its mail). One whose hold
     * expired is confirmed still when its nights are free: stale holds of the property are
     * expired first and the exclusion constraint decides, in a savepoint, so a taken night only
     * answers `nights_taken`. Already confirmed (another payment) or ended: nothing changes.
     */
    async confirmByPayment(
      bookingId: string,
      tx: Database,
    ): Promise<{
      outcome: 'confirmed' | 'confirmed_late' | 'already_confirmed' | 'nights_taken' | 'not_payable';
      booking: BookingRow;
    }> {
      const found = await repository.findByRef({ id: bookingId }, tx);
      if (!found) throw notFound();
      const row = await settle(found, tx);
      const event = { actor: 'system' as const, actorId: null, reason: 'payment received' };
      if (row.status === 'pending_payment' || row.status === 'awaiting_confirmation') {
        const moved = await repository.transition(
          row.id,
          row.status,
          { status: 'confirmed', confirmedAt: now() },
          { ...event, event: 'confirm' },
          tx,
        );
        if (!moved) throw new Error(`booking ${row.id} changed while its payment was applied`);
        await options.onConfirmed?.(moved, tx);
        return { outcome: 'confirmed', booking: moved };
      }
      if (row.status === 'expired') {
        await repository.expireHolds(row.propertyDocumentId, tx);
        let moved: BookingRow | undefined;
        try {
          moved = await tx.transaction((savepoint) =>
            repository.transition(
              row.id,
              'expired',
              { status: 'confirmed', confirmedAt: now() },
              { ...event, event: 'confirm_late_payment', reason: 'payment after the hold expired' },
              savepoint as unknown as Database,
            ),
          );
        } catch (error) {
          if (sqlStateOf(error) === '23P01') return { outcome: 'nights_taken', booking: row };
          throw error;
        }
        if (!moved) throw new Error(`booking ${row.id} changed while its payment was applied`);
        await options.onConfirmed?.(moved, tx);
        return { outcome: 'confirmed_late', booking: moved };
      }
      if (row.status === 'confirmed' || row.status === 'in_stay' || row.status === 'completed')
        return { outcome: 'already_confirmed', booking: row };
      return { outcome: 'not_payable', booking: row };
    },

    /**
     * Keeps a `pending_payment` booking's dates until at least `until` (a card payment page lives
     * 30 minutes at least, and never outlives the hold). Returns the booking as it is after.
     */
    async holdUntilAtLeast(row: BookingRow, until: Date): Promise<BookingRow> {
      if (row.status !== 'pending_payment' || !row.holdExpiresAt || row.holdExpiresAt >= until) return row;
      return (await repository.extendHold(row.id, until)) ?? row;
    },

    /** A booking by id, settled with the clock, for the payment flows (no owner check). */
    async findForPayment(bookingId: string, tx: Database = db): Promise<BookingRow | undefined> {
      const found = await repository.findByRef({ id: bookingId }, tx);
      return found && settle(found, tx);
    },

    findForStaff,

    /**
     * Staff: the transfer arrived. Queues the confirmation mail in the same transaction (the
     * caller's, `tx`, when it writes the audit entry there).
     */
    async confirmTransfer(ref: BookingRef, staff: StaffMove = {}, tx: Database = db) {
      const row = await findForStaff(ref, tx);
      return move(
        row,
        'confirm',
        'staff',
        { confirmedAt: now() },
        { ...staff, tx, sideEffect: options.onConfirmed },
      );
    },

    /**
     * Staff: the provider cannot take the stay (or the transfer never came); the dates are freed.
     * Whatever the guest paid is refunded in full: through the provider that took it (the refund
     * worker), or by staff for a bank transfer (`refund_status` pending); the guest is mailed.
     */
    async reject(ref: BookingRef, staff: StaffMove = {}, tx: Database = db) {
      const row = await findForStaff(ref, tx);
      const paid = paidOf(row);
      return move(
        row,
        'reject',
        'staff',
        {
          cancelledAt: now(),
          cancellationPercent: 0,
          cancellationCostUsd: 0,
          cancellationCostVnd: 0,
          refundUsd: paid.usd,
          refundVnd: paid.vnd,
          refundStatus: paid.vnd > 0 ? 'pending' : 'none',
        },
        { ...staff, tx, sideEffect: options.onStaffEnded },
      );
    },

    /**
     * Staff: the guest never came. Only once check-in time has passed (the clock has then made a
     * confirmed stay `in_stay`); the stay costs 100% (the shared cancellation function at this
     * moment, past its cut-off), anything paid beyond it is refunded, the nights are freed and
     * the guest is mailed.
     */
    async markNoShow(ref: BookingRef, staff: StaffMove = {}, tx: Database = db) {
      const row = await findForStaff(ref, tx);
      if (row.status === 'confirmed' && now() < vietnamInstant(row.checkIn, checkInHour))
        throw new AppError(
          409,
          bookingErrorCodes.invalidTransition,
          'A guest is a no-show only after check-in time',
        );
      const { usd, vnd } = cancellationFigures(row, now());
      return move(
        row,
        'no_show',
        'staff',
        {
          cancelledAt: now(),
          cancellationPercent: usd.percent,
          cancellationCostUsd: usd.cost,
          cancellationCostVnd: vnd.cost,
          refundUsd: usd.refund,
          refundVnd: vnd.refund,
          refundStatus: vnd.refund > 0 ? 'pending' : 'none',
        },
        { ...staff, tx, sideEffect: options.onStaffEnded },
      );
    },

    /** The stays of one property from yesterday on, for its calendar feed. */
    async feed(propertyId: string): Promise<BookingRow[]> {
      return repository.listForFeed(propertyId, addDays(todayInVietnam(now()), -1));
    },

    events: repository.listEvents,
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
