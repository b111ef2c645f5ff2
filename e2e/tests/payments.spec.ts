import { expect, test } from '../support/test.js';
import { logInWithDialog, signUpThroughMail } from '../support/accounts.js';
import { bookingGet } from '../support/booking.js';
import { vietnamDay } from '../support/dates.js';
import { urls } from '../support/environment.js';
import { MailCapture } from '../support/mail.js';

/*
 * Card and VNPay payments through the local stand-ins (issue 17). The payment summary does not
 * offer these methods yet, so the booking and its payment attempt are made through the API; the
 * guest then pays on the stand-in's page in Chromium and comes back to the web.
 */

const mail = new MailCapture();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

const password = 'stay-vn-2026';
type Card = { id: string; typeCode: 'long' | 'short' };

async function bookAndStartPayment(
  accessToken: string,
  email: string,
  paymentMethod: 'card' | 'vnpay',
  fromToday: number,
) {
  const { items } = await bookingGet<{ items: Card[] }>('/v1/properties/search', {
    type: 'residence',
    pageSize: 50,
    lang: 'en',
  });
  const apartment = items.find((item) => item.typeCode === 'short');
  if (!apartment) throw new Error('the seeded catalog has no short-stay apartment');
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const created = await fetch(`${urls.booking}/v1/bookings`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      propertyId: apartment.id,
      checkIn: vietnamDay(fromToday),
      checkOut: vietnamDay(fromToday + 2),
      fullName: 'Tran Van Minh',
      email,
      phoneNumber: '0901234567',
      paymentMethod,
      language: 'en',
      acceptTerms: true,
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { number } = (await created.json()) as { number: string };
  const started = await fetch(`${urls.booking}/v1/bookings/${number}/payment?lang=en`, {
    method: 'POST',
    headers: { authorization: headers.authorization },
  });
  expect(started.status).toBe(200);
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  return { number, redirectUrl };
}

test.describe('payments through the stand-ins', () => {
  for (const [method, fromToday] of [
    ['card', 40],
    ['vnpay', 50],
  ] as const) {
    test(`${method}: the stand-in's test page pays, the provider's notification confirms, finish-booking shows it`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const email = `e2e-pay-${method}-${Date.now()}@example.com`;
      const { accessToken } = await signUpThroughMail(mail, { email, fullName: 'Tran Van Minh', password });
      await page.goto('/en');
      await logInWithDialog(page, email, password);
      const { number, redirectUrl } = await bookAndStartPayment(accessToken, email, method, fromToday);

      // The stand-in's page is not the app (page.goto here waits for the app): go as a redirect goes.
      await page.evaluate((address) => window.location.assign(address), redirectUrl);
      await expect(page.getByRole('alert')).toContainText('TEST PAYMENT');
      await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
      await expect(page).toHaveURL(new RegExp(`/en/finish-booking\\?number=${number}`));
      await expect(page.getByTestId('finish-booking')).toContainText(number);
      // The notification confirmed it before the guest came back.
      const view = await fetch(`${urls.booking}/v1/bookings/${number}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(((await view.json()) as { status: string }).status).toBe('confirmed');
    });
  }
});
