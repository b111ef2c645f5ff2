import { createFileRoute } from '@tanstack/react-router';
import { NoPermission, SignedInOnly } from '@/features/booking/components/booking-gate';
import { FinishBookingPage, UnverifiedPaymentPage } from '@/features/booking/components/booking-done-pages';
import { paymentReturnOf } from '@/features/booking/utils/payment-outcome';
import { privatePageHead } from '@/lib/seo';
import { searchParams, stringParam } from '@/lib/url-params';

const finishSearch = searchParams({
  number: stringParam(),
  /** What the guest did at the provider (VNPay's return is verified by the booking service). */
  payment: stringParam(),
  /** Stripe Checkout's success address carries its session: the guest paid. */
  session_id: stringParam(),
});

/**
 * Booking finished (spec: /finish-booking): a bank transfer received, or back from the card or
 * VNPay page with the booking's state read from the server.
 */
export const Route = createFileRoute('/$lang/finish-booking')({
  head: ({ params }) => privatePageHead(params, '/finish-booking', 'booking.finish.title'),
  validateSearch: finishSearch,
  component: FinishBookingRoute,
});

function FinishBookingRoute() {
  const { language } = Route.useRouteContext();
  const search = Route.useSearch();
  const { number } = search;
  const returned = paymentReturnOf(search);
  return (
    <SignedInOnly reason="owner">
      {number ? (
        <FinishBookingPage language={language} number={number} returned={returned} />
      ) : returned === 'invalid' ? (
        <UnverifiedPaymentPage language={language} />
      ) : (
        <NoPermission language={language} />
      )}
    </SignedInOnly>
  );
}
