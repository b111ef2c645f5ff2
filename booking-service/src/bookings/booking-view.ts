import {
  cancellationPolicy,
  checkInTime,
  checkOutTime,
  cmsLocaleOf,
  transitionBooking,
  type Booking,
  type BookingProperty,
  type BookingStatus,
  type Language,
  type PriceBreakdownPayload,
} from '@stayvn/shared';
import { absoluteUrl, pickText } from '../catalog/catalog-row.js';
import type { BookingPropertySnapshot, BookingRow, StoredPriceBreakdown } from '../db/schema/index.js';

/** A stored price as the API sends it (rates in percent, with the exchange rate it was made at). */
export function toPricePayload(price: StoredPriceBreakdown, exchangeRate: number): PriceBreakdownPayload {
  return {
    nights: price.nights,
    serviceChargeRate: price.serviceChargeBasisPoints / 100,
    vatRate: price.vatBasisPoints / 100,
    exchangeRate,
    isOffer: price.isOffer,
    usd: price.usd,
    vnd: price.vnd,
    ...(price.rates ? { rates: price.rates } : {}),
  };
}

function groupOf(status: BookingStatus): Booking['group'] {
  if (status === 'in_stay') return 'current';
  if (status === 'pending_payment' || status === 'awaiting_confirmation' || status === 'confirmed')
    return 'upcoming';
  return 'previous';
}

export function isCancellable(status: BookingStatus): boolean {
  return transitionBooking(status, 'cancel', 'guest').ok;
}

function cancellationOf(row: BookingRow): Booking['cancellation'] {
  if (row.cancelledAt === null || row.cancellationReason === null) return null;
  return {
    reason: row.cancellationReason,
    note: row.cancellationNote,
    cancelledAt: row.cancelledAt.toISOString(),
    percent: row.cancellationPercent ?? 0,
    cost: { usd: row.cancellationCostUsd ?? 0, vnd: row.cancellationCostVnd ?? 0 },
    refund: { usd: row.refundUsd ?? 0, vnd: row.refundVnd ?? 0 },
    refundStatus: row.refundStatus ?? 'none',
    refundWorkingDays: cancellationPolicy.refundWorkingDays,
  };
}

/** How bookings read in the API: the property in the reader's language, images on the CMS's public address. */
export function bookingView(cmsPublicUrl: string) {
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

  function toBooking(row: BookingRow, language: Language): Booking {
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
      cancellation: cancellationOf(row),
      cancellable: isCancellable(row.status),
    };
  }

  return { propertyView, toBooking };
}

export type BookingView = ReturnType<typeof bookingView>;
