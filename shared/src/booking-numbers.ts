/* A booking's number, and the transfer content made of it. */

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
