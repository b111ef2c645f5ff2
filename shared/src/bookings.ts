import { addDays, nightsBetween } from './dates.js';

/*
 * The rules that a booking's money and dates depend on (issue 16), as plain functions: the
 * lifecycle, the price breakdown, the cancellation cost, the VietQR transfer payload, the
 * booking number's shape and the Vietnamese tax code. No zod here; the schemas are in
 * schemas/bookings.ts.
 */

// ---------------------------------------------------------------------------------------------
// Lifecycle

/**
 * The spec's six states (received and awaiting confirmation, confirmed, cancelled by guest,
 * rejected by the provider, during stay, after stay) and two internal ones: `pending_payment`
 * (created, its dates held until the hold expires, not yet paid) and `expired` (the hold ran out).
 */
export const bookingStatuses = [
  'pending_payment',
  'awaiting_confirmation',
  'confirmed',
  'cancelled_by_guest',
  'rejected_by_provider',
  'in_stay',
  'completed',
  'expired',
  'no_show',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * The statuses whose nights are taken: the database's exclusion constraint covers exactly these
 * (a `pending_payment` row only until its hold expires, which availability checks by time).
 */
export const holdingBookingStatuses = [
  'pending_payment',
  'awaiting_confirmation',
  'confirmed',
  'in_stay',
  'completed',
] as const satisfies readonly BookingStatus[];

export function isHoldingStatus(status: BookingStatus): boolean {
  return (holdingBookingStatuses as readonly BookingStatus[]).includes(status);
}

/**
 * Statuses with no way out for guests and staff. `expired` has one, for the system only: a
 * provider's payment that arrives late confirms it when its nights are still free.
 */
export const finalBookingStatuses = [
  'cancelled_by_guest',
  'rejected_by_provider',
  'completed',
  'expired',
  'no_show',
] as const satisfies readonly BookingStatus[];

/**
 * What can happen to a booking, and who may make it happen:
 * - `mark_transferred` (guest): "I have transferred" on the bank-transfer page;
 * - `confirm` / `reject` (staff, or a payment provider's notification later): the money arrived
 *   or the provider cannot take the stay;
 * - `cancel` (guest), before the stay begins;
 * - `expire`, `start_stay`, `end_stay` (system): the clock — the hold ran out, check-in 14:00,
 *   check-out 12:00 (Vietnam time);
 * - `confirm_late_payment` (system): a provider's payment arrived after the hold expired and the
 *   nights were still free (the exclusion constraint decides), so the stay is confirmed after all;
 * - `no_show` (staff): the guest did not come (after check-in time); 100% of the stay is kept.
 */
export const bookingEvents = [
  'mark_transferred',
  'confirm',
  'confirm_late_payment',
  'reject',
  'cancel',
  'expire',
  'start_stay',
  'end_stay',
  'no_show',
] as const;
export type BookingEvent = (typeof bookingEvents)[number];

export const bookingActors = ['guest', 'staff', 'system'] as const;
export type BookingActor = (typeof bookingActors)[number];

const transitions: Record<
  BookingEvent,
  { from: readonly BookingStatus[]; to: BookingStatus; by: readonly BookingActor[] }
> = {
  mark_transferred: { from: ['pending_payment'], to: 'awaiting_confirmation', by: ['guest'] },
  confirm: { from: ['pending_payment', 'awaiting_confirmation'], to: 'confirmed', by: ['staff', 'system'] },
  confirm_late_payment: { from: ['expired'], to: 'confirmed', by: ['system'] },
  reject: { from: ['pending_payment', 'awaiting_confirmation'], to: 'rejected_by_provider', by: ['staff'] },
  cancel: {
    from: ['pending_payment', 'awaiting_confirmation', 'confirmed'],
    to: 'cancelled_by_guest',
    by: ['guest'],
  },
  expire: { from: ['pending_payment'], to: 'expired', by: ['system'] },
  start_stay: { from: ['confirmed'], to: 'in_stay', by: ['system'] },
  end_stay: { from: ['confirmed', 'in_stay'], to: 'completed', by: ['system'] },
  // The guest never came: staff say so once check-in time has passed (the clock has then moved a
  // confirmed stay to in_stay); the stay costs 100% and its remaining nights are free again.
  no_show: { from: ['confirmed', 'in_stay'], to: 'no_show', by: ['staff'] },
};

export type TransitionResult =
  | { ok: true; from: BookingStatus; to: BookingStatus }
  | { ok: false; from: BookingStatus; reason: 'not_allowed_from_status' | 'not_allowed_for_actor' };

/** The one transition function: where `event` by `actor` takes a booking in `status`, or why not. */
export function transitionBooking(
  status: BookingStatus,
  event: BookingEvent,
  actor: BookingActor,
): TransitionResult {
  const rule = transitions[event];
  if (!rule.from.includes(status)) return { ok: false, from: status, reason: 'not_allowed_from_status' };
  if (!rule.by.includes(actor)) return { ok: false, from: status, reason: 'not_allowed_for_actor' };
  return { ok: true, from: status, to: rule.to };
}

/** Vietnam is UTC+7 all year (no daylight saving since 1975). */
const vietnamOffsetHours = 7;

/** The instant of `HH:00` Vietnam time on a calendar date. */
export function vietnamInstant(date: string, hour: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour - vietnamOffsetHours) * 3_600_000);
}

export const checkInHour = 14;
export const checkOutHour = 12;

export interface BookingClockFacts {
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
  /** ISO instant or Date; only `pending_payment` has one. */
  holdExpiresAt: Date | string | null;
}

/**
 * The events the clock has made due for a booking at `now`, in order: a `pending_payment` past
 * its hold expires; a confirmed stay starts at check-in (14:00) and ends at check-out (12:00).
 * Reading a booking applies them, so its status follows the calendar without a sweeper.
 */
export function dueClockEvents(booking: BookingClockFacts, now: Date): BookingEvent[] {
  const events: BookingEvent[] = [];
  let status = booking.status;
  const apply = (event: BookingEvent) => {
    const result = transitionBooking(status, event, 'system');
    if (result.ok) {
      events.push(event);
      status = result.to;
    }
  };
  if (status === 'pending_payment' && booking.holdExpiresAt !== null) {
    if (new Date(booking.holdExpiresAt).getTime() <= now.getTime()) apply('expire');
  }
  if (status === 'confirmed' && now >= vietnamInstant(booking.checkIn, checkInHour)) apply('start_stay');
  if (
    (status === 'in_stay' || status === 'confirmed') &&
    now >= vietnamInstant(booking.checkOut, checkOutHour)
  )
    apply('end_stay');
  return events;
}

/** The status after the clock's due events. */
export function statusAt(booking: BookingClockFacts, now: Date): BookingStatus {
  let status = booking.status;
  for (const event of dueClockEvents(booking, now)) {
    const result = transitionBooking(status, event, 'system');
    if (result.ok) status = result.to;
  }
  return status;
}

// ---------------------------------------------------------------------------------------------
// Price breakdown

/** Rates are kept in basis points (1% = 100) so that every computation stays in integers. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export interface PriceInputs {
  /** The nightly rate paid, in USD cents: the offer price when there is one. */
  nightlyRateUsd: number;
  nights: number;
  /** Service charge on the rent, in basis points. */
  serviceChargeBasisPoints: number;
  /** VAT on rent plus service charge, in basis points. */
  vatBasisPoints: number;
  /** VND per USD (the CMS site setting at that moment). */
  exchangeRate: number;
}

export interface PriceLines {
  nightlyRate: number;
  rent: number;
  charges: number;
  vat: number;
  total: number;
}

export interface PriceBreakdown {
  nights: number;
  serviceChargeBasisPoints: number;
  vatBasisPoints: number;
  exchangeRate: number;
  /** In USD cents. */
  usd: PriceLines;
  /** In dong. Each line is converted from USD and the total is their sum, so the lines add up. */
  vnd: PriceLines;
}

function share(amount: number, basisPoints: number): number {
  return Math.round((amount * basisPoints) / 10_000);
}

/** USD cents to dong at `exchangeRate` VND per USD, to the whole dong. */
export function usdCentsToVnd(cents: number, exchangeRate: number): number {
  return Math.round((cents * exchangeRate) / 100);
}

function linesOf(nightlyRate: number, nights: number, chargeBp: number, vatBp: number): PriceLines {
  const rent = nightlyRate * nights;
  const charges = share(rent, chargeBp);
  const vat = share(rent + charges, vatBp);
  return { nightlyRate, rent, charges, vat, total: rent + charges + vat };
}

/**
 * Rent (nightly rate × nights), the service charge on the rent, VAT on both, and the total, in
 * USD cents and in dong. The dong lines start from the nightly rate converted once, so the
 * same arithmetic gives lines that add up in both currencies.
 */
export function computePriceBreakdown(inputs: PriceInputs): PriceBreakdown {
  const { nightlyRateUsd, nights, serviceChargeBasisPoints, vatBasisPoints, exchangeRate } = inputs;
  if (!Number.isInteger(nightlyRateUsd) || nightlyRateUsd < 0)
    throw new RangeError('nightly rate must be whole cents');
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError('nights must be at least 1');
  if (!(exchangeRate > 0)) throw new RangeError('exchange rate must be positive');
  return {
    nights,
    serviceChargeBasisPoints,
    vatBasisPoints,
    exchangeRate,
    usd: linesOf(nightlyRateUsd, nights, serviceChargeBasisPoints, vatBasisPoints),
    vnd: linesOf(
      usdCentsToVnd(nightlyRateUsd, exchangeRate),
      nights,
      serviceChargeBasisPoints,
      vatBasisPoints,
    ),
  };
}

/** The nights `[checkIn, checkOut)` as calendar dates. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const count = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(checkIn, index));
}

// ---------------------------------------------------------------------------------------------
// Cancellation

/** The spec: 50% when cancelled more than 2 days before check-in, 100% within 2 days or no-show. */
export const cancellationPolicy = {
  earlyPercent: 50,
  latePercent: 100,
  daysBefore: 2,
  /** Hour of the cut-off day (Vietnam time): the check-in hour. */
  cutOffHour: checkInHour,
  refundWorkingDays: 15,
} as const;

export const cancellationReasons = ['personal_matters', 'found_other_accommodation', 'other'] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

/**
 * The last moment at which cancelling costs the early rate: `daysBefore` days before check-in,
 * at 14:00 Vietnam time. 13:59 that day is early; 14:00 is late.
 */
export function cancellationCutOff(checkIn: string): Date {
  return vietnamInstant(addDays(checkIn, -cancellationPolicy.daysBefore), cancellationPolicy.cutOffHour);
}

/**
 * Where a booking's money stands. It counts as `paid` only once it is confirmed: staff saw the
 * transfer arrive, or a provider's signed notification said the payment went through, and the
 * statuses after that keep it. "I have transferred" is the guest's word until staff check it:
 * `claimed`, which is neither kept nor refunded when the booking ends.
 */
export type PaymentStanding = 'paid' | 'claimed' | 'unpaid';

export function paymentStanding(status: BookingStatus): PaymentStanding {
  if (status === 'confirmed' || status === 'in_stay' || status === 'completed' || status === 'no_show')
    return 'paid';
  return status === 'awaiting_confirmation' ? 'claimed' : 'unpaid';
}

/** What of `total` counts as paid in `status`: all of it once confirmed, nothing before. */
export function paidAmount(status: BookingStatus, total: number): number {
  return paymentStanding(status) === 'paid' ? total : 0;
}

export interface CancellationCost {
  percent: number;
  cutOff: Date;
  /** What the cancellation costs, in the minor unit of `paid`: never more than was paid. */
  cost: number;
  refund: number;
}

/**
 * The cost of cancelling at `now`. The percent applies to the stay's total: its service charge
 * and VAT are in proportion to the rent, so a share of the rent carries the same share of them.
 * `paid` is what counts as paid (`paidAmount`: 0 for an unpaid hold or a transfer staff have
 * not confirmed yet: nothing to keep, nothing to refund).
 */
export function cancellationCost({
  checkIn,
  total,
  paid,
  now,
}: {
  checkIn: string;
  total: number;
  paid: number;
  now: Date;
}): CancellationCost {
  const cutOff = cancellationCutOff(checkIn);
  const percent = now < cutOff ? cancellationPolicy.earlyPercent : cancellationPolicy.latePercent;
  const cost = Math.min(paid, Math.round((total * percent) / 100));
  return { percent, cutOff, cost, refund: paid - cost };
}

// ---------------------------------------------------------------------------------------------
// Booking numbers

/**
 * Crockford's base 32 (no I, L, O, U): read over the phone without confusing 0/O or 1/I/L.
 * A number is `SV-XXXX-XXXX-XXXX`: 12 random characters, 60 bits, so guessing one is hopeless
 * and the numbers say nothing about each other (and pages authorize by owner anyway).
 */
export const bookingNumberAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const bookingNumberPattern = /^SV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Formats 12 values 0..31 (e.g. from random bytes) as a booking number. */
export function formatBookingNumber(values: readonly number[]): string {
  if (values.length !== 12) throw new RangeError('a booking number has 12 characters');
  const text = values.map((value) => bookingNumberAlphabet[value & 31]).join('');
  return `SV-${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8, 12)}`;
}

/**
 * A booking number as a person may type or read it back: any case, spaces or dashes anywhere,
 * O for 0 and I or L for 1. Null when it cannot be one.
 */
export function normalizeBookingNumber(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  const body = compact.startsWith('SV') ? compact.slice(2) : null;
  if (body === null || !/^[0-9A-HJKMNP-TV-Z]{12}$/.test(body)) return null;
  return `SV-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8, 12)}`;
}

/** The transfer content: the number without dashes, which every banking app keeps intact. */
export function transferContent(bookingNumber: string): string {
  return bookingNumber.replace(/-/g, '');
}

// ---------------------------------------------------------------------------------------------
// VietQR (EMVCo merchant-presented QR, NAPAS 247 inter-bank transfer to an account)

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over the UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

export const napasGuid = 'A000000727';

export interface VietQrInput {
  /** The bank's 6-digit NAPAS BIN (e.g. 970436 Vietcombank). */
  bankBin: string;
  accountNumber: string;
  /** In whole dong; absent for a QR without an amount. */
  amountVnd?: number;
  /** The transfer content (additional data 08, purpose of transaction), at most 25 characters. */
  purpose?: string;
  /** Additional data 01, bill number. */
  billNumber?: string;
}

/**
 * The VietQR payload a banking app scans: payload format 01; point of initiation 12 (dynamic,
 * with an amount) or 11 (static); merchant account 38 = NAPAS GUID, the beneficiary (BIN and
 * account number) and the service QRIBFTTA (transfer to an account); currency 704; amount;
 * country VN; additional data; and the CRC over everything before it, including `6304`.
 */
export function vietQrPayload({
  bankBin,
  accountNumber,
  amountVnd,
  purpose,
  billNumber,
}: VietQrInput): string {
  if (!/^\d{6}$/.test(bankBin)) throw new RangeError('bank BIN must be 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(accountNumber))
    throw new RangeError('account number must be 1 to 19 letters or digits');
  if (amountVnd !== undefined && (!Number.isInteger(amountVnd) || amountVnd <= 0))
    throw new RangeError('amount must be a positive whole number of dong');
  if (purpose !== undefined && purpose.length > 25)
    throw new RangeError('purpose must be at most 25 characters');
  const beneficiary = tlv('00', bankBin) + tlv('01', accountNumber);
  const merchant = tlv('00', napasGuid) + tlv('01', beneficiary) + tlv('02', 'QRIBFTTA');
  const additional = (billNumber ? tlv('01', billNumber) : '') + (purpose ? tlv('08', purpose) : '');
  const body =
    tlv('00', '01') +
    tlv('01', amountVnd === undefined ? '11' : '12') +
    tlv('38', merchant) +
    tlv('53', '704') +
    (amountVnd === undefined ? '' : tlv('54', String(amountVnd))) +
    tlv('58', 'VN') +
    (additional ? tlv('62', additional) : '') +
    '6304';
  return body + crc16Ccitt(body);
}

/** Whether a payload's last four characters are the CRC of everything before them. */
export function hasValidVietQrCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return crc16Ccitt(payload.slice(0, -4)) === payload.slice(-4).toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// VAT invoice

/** A Vietnamese tax code: 10 digits (a company), or 10 digits, a dash and 3 (a branch). */
export const vietnameseTaxCodePattern = /^\d{10}(-\d{3})?$/;

export function isVietnameseTaxCode(value: string): boolean {
  return vietnameseTaxCodePattern.test(value.trim());
}

export const bookingLimits = {
  fullName: 255,
  specialRequirements: 1000,
  companyName: 255,
  companyAddress: 500,
  cancellationNote: 1000,
  /** The Idempotency-Key header. */
  idempotencyKey: 200,
} as const;

/**
 * Payment methods: bank transfer (staff confirm), card (Stripe Checkout) and the national bank QR
 * gateway (VNPay); the two online ones are confirmed by their provider's signed notification.
 */
export const paymentMethods = ['bank_transfer', 'card', 'vnpay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The methods paid through a provider's page, and the provider that takes each. */
export const onlinePaymentProviders = { card: 'stripe', vnpay: 'vnpay' } as const;
export type PaymentProvider = (typeof onlinePaymentProviders)[keyof typeof onlinePaymentProviders];
export const paymentProviders = ['stripe', 'vnpay'] as const satisfies readonly PaymentProvider[];

export function isOnlinePaymentMethod(method: PaymentMethod): method is keyof typeof onlinePaymentProviders {
  return method in onlinePaymentProviders;
}

/** Error codes of the booking endpoints (besides the common ones and field errors). */
export const bookingErrorCodes = {
  /** Dates taken when the summary is shown or changed ("no rooms available for the day"). */
  noRoomsAvailable: 'no_rooms_available',
  /** Lost the race at the moment of booking ("someone booked the room before you"). */
  roomTaken: 'room_taken',
  /** The property is not a short-stay apartment of the catalog. */
  notBookable: 'property_not_bookable',
  /** The booking's status does not allow that (e.g. cancelling a completed stay). */
  invalidTransition: 'booking_status_conflict',
  /** The same Idempotency-Key with a different request. */
  idempotencyMismatch: 'idempotency_key_reused',
  /** Bank transfer details are not set in the CMS, or the method's provider is switched off. */
  paymentUnavailable: 'payment_method_unavailable',
  /** The booking is not waiting for an online payment (paid, ended, or another method). */
  paymentNotExpected: 'payment_not_expected',
} as const;
