// @vitest-environment jsdom
import { bookingSchema, type Booking } from '@stayvn/shared';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { fieldErrorAnswer } from '@/test/api-answers';
import { renderApp, signedIn } from '@/test/render-app';
import { GuestForm } from './guest-form';

const api = (path: string) => `${config.apiUrl}${path}`;
const stay = { checkIn: '2031-03-10', checkOut: '2031-03-13' };

type Sent = { body: Record<string, unknown>; authorization: string | null; idempotencyKey: string | null };

function bookingFrom(body: Record<string, unknown>): Booking {
  const lines = { nightlyRate: 5000, rent: 15000, charges: 750, vat: 1575, total: 17325 };
  // Checked against the shared schema, as the form checks the answer.
  return bookingSchema.parse({
    id: '3c8f9a36-51a4-4c1e-9c51-5a3f1d1f6b01',
    number: 'SV-AB12-CD34-EF56',
    status: 'pending_payment',
    group: 'upcoming',
    property: {
      id: 'apt-12',
      slug: 'river-view',
      name: 'River View',
      address: null,
      district: null,
      image: null,
    },
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    checkInTime: '14:00',
    checkOutTime: '12:00',
    fullName: String(body.fullName),
    email: String(body.email),
    phoneNumber: String(body.phoneNumber),
    forSomeoneElse: false,
    specialRequirements: null,
    vatInvoice: null,
    paymentMethod: 'bank_transfer',
    language: 'en',
    price: {
      nights: 3,
      serviceChargeRate: 5,
      vatRate: 10,
      exchangeRate: 25000,
      isOffer: false,
      usd: lines,
      vnd: lines,
    },
    holdExpiresAt: '2031-03-01T10:00:00.000Z',
    createdAt: '2031-02-28T10:00:00.000Z',
    transferredAt: null,
    confirmedAt: null,
    cancellation: null,
    cancellable: true,
  });
}

const sent: Sent[] = [];
const server = setupServer(
  http.get(api('/v1/payments/methods'), () => HttpResponse.json({ methods: ['bank_transfer'] })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function answerBookings(answer: (body: Record<string, unknown>) => Response) {
  server.use(
    http.post(api('/v1/bookings'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({
        body,
        authorization: request.headers.get('authorization'),
        idempotencyKey: request.headers.get('idempotency-key'),
      });
      return answer(body);
    }),
  );
}

async function renderForm(onBooked = vi.fn()) {
  const app = await renderApp(
    <GuestForm
      user={signedIn.userInfo}
      language="en"
      propertyId="apt-12"
      stay={stay}
      onBooked={onBooked}
      onLostRace={vi.fn()}
    />,
    { auth: signedIn },
  );
  return { ...app, onBooked };
}

// Typing key by key through a form of a dozen fields takes seconds on a busy machine.
describe('GuestForm', { timeout: 30_000 }, () => {
  it('starts from the signed-in guest and books with what they filled in', async () => {
    answerBookings((body) => HttpResponse.json(bookingFrom(body), { status: 201 }));
    const { user, onBooked } = await renderForm();

    expect(screen.getByLabelText(/Full name/)).toHaveProperty('value', 'Nguyen Thi Mai');
    expect(screen.getByLabelText(/E-mail/)).toHaveProperty('value', 'mai@example.com');
    const submit = screen.getByRole('button', { name: 'Book and pay' });
    expect(submit).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText(/Contact number/), '+84-901-234-567');
    await user.type(screen.getByLabelText(/Special requirements/), 'Late arrival');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);

    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce());
    expect(onBooked.mock.calls[0]?.[0]).toMatchObject({ number: 'SV-AB12-CD34-EF56' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.authorization).toBe('Bearer test-access-token');
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body).toMatchObject({
      propertyId: 'apt-12',
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      language: 'en',
      fullName: 'Nguyen Thi Mai',
      email: 'mai@example.com',
      phoneNumber: '+84-901-234-567',
      specialRequirements: 'Late arrival',
      paymentMethod: 'bank_transfer',
      acceptTerms: true,
    });
  });

  it('says what is wrong with a field as soon as it is left', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByLabelText(/Contact number/));
    await user.tab();
    expect(await screen.findByText('Please enter your phone number.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Contact number/), 'abc');
    expect(await screen.findByText('Use 7 to 15 characters: digits, +, / and - only.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book and pay' })).toHaveProperty('disabled', true);
    expect(sent).toHaveLength(0);
  });

  it("shows the service's field error under its field, translated, with the banner", async () => {
    answerBookings(() => fieldErrorAnswer('email', 'err_email_format'));
    const { user, onBooked } = await renderForm();
    await user.type(screen.getByLabelText(/Contact number/), '0901234567');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Book and pay' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByTestId('booking-failure').textContent).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Book and pay' })).toHaveProperty('disabled', true);
    expect(sent).toHaveLength(1);
    expect(onBooked).not.toHaveBeenCalled();
  });
});
