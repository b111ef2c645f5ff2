import {
  bookingErrorCodes,
  checkInTime,
  checkOutTime,
  checkStayRange,
  computePriceBreakdown,
  errorCodes,
  minStayErrorCode,
  nightsBetween,
  percentToBasisPoints,
  priceStayNights,
  todayInVietnam,
  type BookingQuote,
  type BookingQuoteQuery,
} from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BookableProperty, CatalogRepository } from '../catalog/catalog-repository.js';
import type { BookingPropertySnapshot, StoredPriceBreakdown } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { noRoomsMessage } from './booking-context.js';
import { toPricePayload, type BookingView } from './booking-view.js';
import {
  SettingsUnavailableError,
  type BookingSettings,
  type BookingSettingsSource,
} from './site-settings.js';
import type { TakenNightsReader } from './taken-nights.js';

export interface StayPricingOptions {
  takenNights: TakenNightsReader;
  catalog: CatalogRepository;
  settings: BookingSettingsSource;
  view: BookingView;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** What a stay costs and whether it can be had: the bookable apartment, the dates, the price. */
export function createStayPricing({ takenNights, catalog, settings, view, log, now }: StayPricingOptions) {
  /** The CMS site setting (rates, exchange rate, bank), or 503 while the CMS does not answer. */
  async function loadSettings() {
    try {
      return await settings.get();
    } catch (error) {
      if (error instanceof SettingsUnavailableError) {
        log.error({ err: error }, 'bookings: site settings unavailable');
        throw new AppError(
          503,
          errorCodes.unavailable,
          'Booking is unavailable for a moment, please try again later',
        );
      }
      throw error;
    }
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
    checkStayDates(checkIn, checkOut, todayInVietnam(now()));
  }

  /** The server's price of a stay at a bookable property, with what the booking keeps of it. */
  async function priceStay(property: BookableProperty, query: { checkIn: string; checkOut: string }) {
    const site = await loadSettings();
    return { property, ...storedPrice(property, site, query), exchangeRate: site.exchangeRate, site };
  }

  return {
    loadSettings,
    bookableProperty,
    checkDates,
    priceStay,

    /** The price of a stay, for the summary; 409 `no_rooms_available` when its nights are taken. */
    async quote(query: BookingQuoteQuery): Promise<BookingQuote> {
      const property = await bookableProperty(query.propertyId);
      checkDates(query.checkIn, query.checkOut);
      const { price, snapshot, exchangeRate } = await priceStay(property, query);
      // Bookings with a live hold and channel or staff blocks alike (`taken_nights`).
      const taken = await takenNights.ranges(property.documentId, query.checkIn, query.checkOut);
      if (taken.length > 0) throw new AppError(409, bookingErrorCodes.noRoomsAvailable, noRoomsMessage);
      return {
        property: view.propertyView(snapshot, property.documentId, query.lang),
        checkIn: query.checkIn,
        checkOut: query.checkOut,
        checkInTime,
        checkOutTime,
        price: toPricePayload(price, exchangeRate),
        currency: query.currency,
      };
    },
  };
}

/** A field error when the stay's dates cannot be booked (past, reversed, too long). */
function checkStayDates(checkIn: string, checkOut: string, today: string) {
  const problem = checkStayRange(checkIn, checkOut, today);
  if (problem)
    throw new AppError(400, errorCodes.validation, 'The dates are not valid', [
      { field: problem.field, code: problem.code, message: problem.code },
    ]);
}

/**
 * The price a booking keeps: each night by the apartment's rates (a field error naming the
 * minimum when the stay is shorter), the charges and both currencies, and the apartment's names.
 */
function storedPrice(
  property: BookableProperty,
  site: BookingSettings,
  query: { checkIn: string; checkOut: string },
): { price: StoredPriceBreakdown; snapshot: BookingPropertySnapshot } {
  const isOffer = property.isOffer && property.offerPriceUsd != null;
  const nights = nightsBetween(query.checkIn, query.checkOut);
  const rates = priceStayNights(
    {
      baseUsd: isOffer ? property.offerPriceUsd! : property.priceUsd,
      own: property.rates.own,
      group: property.rates.group,
      holidays: site.holidays,
      weekendNights: site.weekendNights,
    },
    query.checkIn,
    query.checkOut,
  );
  if (rates.minStay !== null && nights < rates.minStay)
    throw new AppError(400, errorCodes.validation, `The minimum stay is ${rates.minStay} nights`, [
      { field: 'checkOut', code: minStayErrorCode, message: String(rates.minStay) },
    ]);
  const breakdown = computePriceBreakdown({
    nightlyRateUsd: rates.lines[0]!.nightlyUsd,
    nights,
    rateLines: rates.lines.map((line) => ({ nights: line.nights, nightlyRateUsd: line.nightlyUsd })),
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
    rates: breakdown.rates.map((amounts, index) => ({
      ...amounts,
      weekend: rates.lines[index]!.weekend,
      holiday: rates.lines[index]!.holiday,
    })),
  };
  const snapshot: BookingPropertySnapshot = {
    slug: property.slug,
    name: property.name,
    address: property.address,
    district: property.district,
    image: property.cardImage,
  };
  return { price, snapshot };
}

export type StayPricing = ReturnType<typeof createStayPricing>;
