import { randomUUID } from 'node:crypto';
import { addDays, todayInVietnam, type CreateBookingInput } from '@stayvn/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildAccounts, bearer, signUp, type AccountsTestbed, type SignedIn } from './accounts.js';
import { peerProperty, startCmsPeer, type CmsPeer, type PeerProperty } from './cms-peer.js';

export const staffToken = 'test-staff-token-of-at-least-32-characters';

/** The site setting the booking tests price with: 5% service charge, 10% VAT, 25,400 ₫ per USD. */
export const testSiteSetting = {
  exchangeRate: 25_400,
  vatRate: 10,
  serviceChargeRate: 5,
  bankName: 'Vietcombank',
  bankBin: '970436',
  bankAccountNumber: '0071001234567',
  bankAccountName: 'CONG TY STAYVN',
};

export interface BookingsTestbed extends AccountsTestbed {
  cms: CmsPeer;
}

/** The service with a CMS peer (site setting set), real SMTP, and the catalog synced from `properties`. */
export async function buildBookings(
  properties: PeerProperty[],
  env: Record<string, string | undefined> = {},
): Promise<BookingsTestbed> {
  const cms = await startCmsPeer();
  afterAll(() => cms.close());
  cms.setSiteSetting(testSiteSetting);
  for (const property of properties) cms.publish(property);
  const testbed = await buildAccounts({
    CMS_URL: cms.url,
    STAFF_API_TOKEN: staffToken,
    MAIL_JOBS_POLL_MS: '50',
    ...env,
  });
  await testbed.app.catalogService.syncAll();
  return { ...testbed, cms };
}

/** A short-stay apartment at $89.50 a night (offer $79.00 when `offer`). */
export function shortStay(documentId: string, offer = false): PeerProperty {
  return peerProperty({
    documentId,
    kind: 'apartment',
    typeCode: 'short',
    priceUsd: 89.5,
    priceVnd: 2_300_000,
    offerPriceUsd: offer ? 79 : null,
    offerPriceVnd: offer ? 2_000_000 : null,
    isOffer: offer,
  });
}

export const today = () => todayInVietnam();
export const day = (n: number) => addDays(todayInVietnam(), n);

export function bookingInput(
  propertyId: string,
  overrides: Partial<CreateBookingInput> = {},
): CreateBookingInput {
  return {
    propertyId,
    checkIn: day(10),
    checkOut: day(13),
    fullName: 'Nguyen Van An',
    email: 'an@example.com',
    phoneNumber: '+84901234567',
    paymentMethod: 'bank_transfer',
    language: 'vi',
    acceptTerms: true,
    ...overrides,
  };
}

export function createBooking(
  app: FastifyInstance,
  guest: SignedIn,
  input: CreateBookingInput,
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/v1/bookings',
    headers: { ...bearer(guest.session), 'idempotency-key': key },
    payload: input,
  });
}

export const staff = { authorization: `Bearer ${staffToken}` };
export { bearer, signUp };
