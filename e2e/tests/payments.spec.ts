import { expect, test, type Page } from '../support/test.js';
import { logInWithDialog, signUpThroughMail } from '../support/accounts.js';
import { bookingGet } from '../support/booking.js';
import { pickDay } from '../support/calendar.js';
import { vietnamDay } from '../support/dates.js';
import { MailCapture } from '../support/mail.js';

/*
 * Card and VNPay payments through the local stand-ins (issue 17), as a guest does them: the
 * payment summary's method choice, the stand-in's test page (first left without paying, then
 * paid), back to finish-booking with the booking confirmed by the provider's signed
 * notification, my bookings, and a cancellation refunded through the provider.
 */

const mail = new MailCapture();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

const password = 'stay-vn-2026';
type Card = { id: string; typeCode: 'long' | 'short' };

async function shortStayApartment(): Promise<Card> {
  const { items } = await bookingGet<{ items: Card[] }>('/v1/properties/search', {
    type: 'residence',
    pageSize: 50,
    lang: 'en',
  });
  const apartment = items.find((item) => item.typeCode === 'short');
  if (!apartment) throw new Error('the seeded catalog has no short-stay apartment');
  return apartment;
}

/** On the payment summary: two nights from `fromToday`, the phone, the method, the terms, then submit. */
async function bookOnSummary(page: Page, apartmentId: string, method: 'card' | 'vnpay', fromToday: number) {
  await page.goto(`/en/payment-summary/${apartmentId}`);
  await expect(page.getByTestId('price-total')).toBeVisible();
  await page.getByTestId('stay-dates-open').click();
  await pickDay(page, vietnamDay(fromToday));
  await pickDay(page, vietnamDay(fromToday + 2));
  await expect(page.getByTestId('price-breakdown')).toContainText('× 2 nights');
  const form = page.getByTestId('guest-form');
  await form.getByTestId('guest-phoneNumber').getByRole('textbox').fill('0901234567');
  // The methods the service has switched on, as one radio group with a name per method.
  const methods = page.getByRole('radiogroup', { name: 'Choose how to pay' });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  const radio = methods.getByRole('radio', { name: method === 'card' ? /^Card/ : /^VNPay QR/ });
  await page.getByTestId(`payment-${method}`).click();
  await expect(radio).toBeChecked();
  await expect(form).toContainText("After booking you go to the provider's secure page to pay.");
  await form.getByText('I have read and agree', { exact: false }).click();
  await form.getByTestId('booking-submit').click();
}

/** The stand-in's test page (not the app): it says it is a test. */
async function onStandIn(page: Page) {
  await expect(page.getByRole('alert')).toContainText('TEST PAYMENT');
}

test.describe('card and VNPay payments through the payment summary', () => {
  test('card: left unpaid and back to the summary, paid again, confirmed, then cancelled and refunded through Stripe', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = `e2e-pay-card-${Date.now()}@example.com`;
    const apartment = await shortStayApartment();
    await signUpThroughMail(mail, { email, fullName: 'Tran Van Minh', password });
    await page.goto('/en');
    await logInWithDialog(page, email, password);

    await bookOnSummary(page, apartment.id, 'card', 40);
    await onStandIn(page);
    // Left without paying: Stripe's cancel address brings the guest back to the summary.
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/payment-summary/${apartment.id}\\?booking=SV-`));
    const number = new URL(page.url()).searchParams.get('booking')!;
    const retry = page.getByTestId('retry-payment');
    await expect(retry).toContainText('Your payment was not completed');
    await expect(retry).toContainText(number);
    await retry.getByTestId('pay-now').click();

    await onStandIn(page);
    await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/en/finish-booking\\?number=${number}`));
    const finish = page.getByTestId('finish-booking');
    // The signed webhook confirms it (the page polls if the return came first).
    await expect(finish).toHaveAttribute('data-outcome', 'confirmed');
    await expect(finish).toContainText('Payment received – booking confirmed');
    await expect(finish.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(finish.getByTestId('payment-method')).toContainText('Card');

    await page.goto('/en/list-booking');
    const item = page.getByTestId('bookings-upcoming').locator(`[data-number="${number}"]`);
    await expect(item).toContainText('Confirmed');
    await expect(item.getByTestId('payment-method')).toContainText('Card (Visa, Mastercard, JCB)');

    // Cancelled more than 2 days ahead: half the rent back, through Stripe.
    await item.getByTestId('booking-open').click();
    await expect(page.getByTestId('booking-confirm')).toBeVisible();
    await page.getByTestId('booking-cancel').click();
    const dialog = page.getByTestId('cancel-dialog');
    await dialog.getByTestId('cancel-reason-personal_matters').click();
    await expect(dialog.getByTestId('cancel-cost')).toContainText('50% of the rent');
    await dialog.getByTestId('cancel-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/en/booking-cancelled/${number}$`));
    const refund = page.getByTestId('refund');
    await expect(refund.getByTestId('refund-provider')).toHaveText('Your card, through Stripe');
    await expect(refund.getByTestId('refund-status')).toHaveText(/Being processed|Sent/);
    await expect(refund.getByTestId('refund-days')).toContainText('up to 15 working days');
    await expect(page.getByTestId('cancelled-refund')).toContainText('$');

    // The refund worker sends it through the stand-in: my bookings show it sent.
    await page.goto('/en/list-booking');
    const cancelled = page.getByTestId('bookings-previous').locator(`[data-number="${number}"]`);
    await expect(async () => {
      await page.reload();
      await expect(cancelled.getByTestId('booking-refund')).toContainText('Sent', { timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
    await expect(cancelled.getByTestId('booking-refund')).toContainText('Refund $');
    await cancelled.getByTestId('booking-open').click();
    await expect(page.getByTestId('confirm-cancellation').getByTestId('refund-status')).toHaveText('Sent');
  });

  test('VNPay: a cancelled payment fails, paid on the second try, confirmed by the IPN, then refunded through VNPay', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = `e2e-pay-vnpay-${Date.now()}@example.com`;
    const apartment = await shortStayApartment();
    await signUpThroughMail(mail, { email, fullName: 'Le Thi Hoa', password });
    await page.goto('/en');
    await logInWithDialog(page, email, password);

    await bookOnSummary(page, apartment.id, 'vnpay', 50);
    await onStandIn(page);
    await page.getByRole('button', { name: 'Cancel the payment' }).click();
    await expect(page).toHaveURL(/\/en\/finish-booking\?number=SV-[0-9A-Z-]+&payment=failed/);
    const number = new URL(page.url()).searchParams.get('number')!;
    const finish = page.getByTestId('finish-booking');
    await expect(finish).toHaveAttribute('data-outcome', 'failed');
    await expect(finish).toContainText('Payment not completed');
    await expect(finish.getByTestId('booking-status')).toHaveText('Waiting for payment');
    await finish.getByTestId('pay-now').click();

    await onStandIn(page);
    await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/en/finish-booking\\?number=${number}&payment=paid`));
    await expect(finish).toHaveAttribute('data-outcome', 'confirmed');
    await expect(finish.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(finish.getByTestId('payment-method')).toContainText('VNPay QR');

    await page.goto('/en/list-booking');
    const item = page.getByTestId('bookings-upcoming').locator(`[data-number="${number}"]`);
    await expect(item).toContainText('Confirmed');
    await expect(item.getByTestId('payment-method')).toContainText('VNPay QR');

    await item.getByTestId('booking-open').click();
    await page.getByTestId('booking-cancel').click();
    const dialog = page.getByTestId('cancel-dialog');
    await dialog.getByTestId('cancel-reason-found_other_accommodation').click();
    await dialog.getByTestId('cancel-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/en/booking-cancelled/${number}$`));
    await expect(page.getByTestId('refund').getByTestId('refund-provider')).toHaveText(
      'Your account, through VNPay',
    );
    await expect(page.getByTestId('refund').getByTestId('refund-days')).toContainText(
      'up to 15 working days',
    );
  });

  test('finish-booking with a return that could not be verified changes nothing and says so', async ({
    page,
  }) => {
    const email = `e2e-pay-invalid-${Date.now()}@example.com`;
    await signUpThroughMail(mail, { email, fullName: 'Pham Van Nam', password });
    await page.goto('/en');
    await logInWithDialog(page, email, password);
    await page.goto('/en/finish-booking?payment=invalid');
    await expect(page.getByTestId('finish-booking')).toHaveAttribute('data-outcome', 'invalid');
    await expect(page.getByTestId('finish-booking')).toContainText('We could not verify this payment result');
  });
});
