import { cancellationCutOff, cmsLocaleOf, formatMoney, type Language } from '@stayvn/shared';
import { pickText } from '../catalog/catalog-row.js';
import type { BookingRow } from '../db/schema/index.js';
import type { MailJob } from '../outbox/outbox-service.js';
import { renderCalendar } from './ical.js';

/**
 * The confirmation mail of a confirmed booking, in the guest's language: the breakdown it was
 * made with, the cancellation policy with its cut-off, a link to the booking's page and the stay
 * as an .ics attachment (check-in 14:00 to check-out 12:00, Vietnam time).
 */
export function confirmationMail(row: BookingRow, webUrl: string): MailJob {
  const language = row.language ?? 'en';
  const locale = cmsLocaleOf(language);
  const property = row.property!;
  const propertyName = pickText(property.name, locale) ?? property.slug;
  const address = pickText(property.address, locale);
  const price = row.price!;
  const number = row.number!;
  const ics = renderCalendar(
    [
      {
        uid: `${row.id}@stayvn`,
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        summary: `StayVN ${number}: ${propertyName}`,
        description: `${webUrl}/${language}/booking-confirm/${number}`,
        location: address,
        timed: true,
        status: 'CONFIRMED',
      },
    ],
    { name: `StayVN ${number}` },
  );
  return {
    to: row.email!,
    language,
    template: {
      kind: 'booking-confirmed',
      link: `${webUrl}/${language}/booking-confirm/${number}`,
      number,
      fullName: row.fullName ?? '',
      propertyName,
      address,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      nights: price.nights,
      vatRate: price.vatBasisPoints / 100,
      serviceChargeRate: price.serviceChargeBasisPoints / 100,
      exchangeRate: row.exchangeRate!,
      usd: price.usd,
      vnd: price.vnd,
      rates: price.rates?.map(({ nights, usd, vnd, weekend, holiday }) => ({
        nights,
        usd,
        vnd,
        weekend,
        holiday: holiday && (holiday.name[language] ?? holiday.name.en ?? holiday.key),
      })),
      cutOff: cancellationCutOff(row.checkIn).toISOString(),
    },
    attachments: [
      {
        filename: `${number}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  };
}

/** The apartment's name in the guest's language (its id when the booking kept no snapshot). */
function propertyNameOf(row: BookingRow, language: Language): string {
  const property = row.property;
  return property
    ? (pickText(property.name, cmsLocaleOf(language)) ?? property.slug)
    : row.propertyDocumentId;
}

/**
 * The guest's mail when staff end a booking: rejected by the provider (everything paid comes
 * back) or a no-show (the stay is charged in full), in the guest's language, with the reason and
 * what is refunded. Null for a booking without an address.
 */
export function staffEndedMail(row: BookingRow, webUrl: string, reason: string | null): MailJob | null {
  if (!row.email || !row.number) return null;
  const language = row.language ?? 'en';
  const propertyName = propertyNameOf(row, language);
  const refund = row.refundVnd ?? 0;
  return {
    to: row.email,
    language,
    template: {
      kind: row.status === 'no_show' ? 'booking-no-show' : 'booking-rejected',
      link: `${webUrl}/${language}/booking-confirm/${row.number}`,
      number: row.number,
      fullName: row.fullName ?? '',
      propertyName,
      reason,
      refund: refund > 0 ? formatMoney({ amount: refund, currency: 'VND' }) : null,
    },
  };
}

/**
 * The guest's mail once they cancel, in their language: what cancelling cost, what is refunded
 * and by when (both in USD and dong), or why nothing is (nothing paid, or a transfer staff had
 * not confirmed). Null for a booking without an address.
 */
export function cancellationMail(row: BookingRow, webUrl: string): MailJob | null {
  if (!row.email || !row.number) return null;
  const language = row.language ?? 'en';
  const propertyName = propertyNameOf(row, language);
  const both = (usd: number | null, vnd: number | null) =>
    `${formatMoney({ amount: usd ?? 0, currency: 'USD' })} (${formatMoney({ amount: vnd ?? 0, currency: 'VND' })})`;
  return {
    to: row.email,
    language,
    template: {
      kind: 'booking-cancelled',
      link: `${webUrl}/${language}/booking-confirm/${row.number}`,
      number: row.number,
      fullName: row.fullName ?? '',
      propertyName,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      percent: row.cancellationPercent ?? 0,
      cost: both(row.cancellationCostUsd, row.cancellationCostVnd),
      refund: (row.refundVnd ?? 0) > 0 ? both(row.refundUsd, row.refundVnd) : null,
      // Cancelled from awaiting_confirmation: the guest said they transferred, staff had not seen it.
      unconfirmedTransfer: row.transferredAt !== null && row.confirmedAt === null,
    },
  };
}
