import { createFileRoute } from '@tanstack/react-router';
import { SignedInOnly } from '@/features/booking/components/booking-gate';
import { BookingCancelledPage } from '@/features/booking/components/booking-done-pages';
import { privatePageHead } from '@/lib/seo';

/** The cancelled page: the cost kept and the refund on its way. */
export const Route = createFileRoute('/$lang/booking-cancelled/$bookingNumber')({
  head: ({ params }) =>
    privatePageHead(params, `/booking-cancelled/${params.bookingNumber}`, 'booking.cancelled.title'),
  component: BookingCancelledRoute,
});

function BookingCancelledRoute() {
  const { language } = Route.useRouteContext();
  const { bookingNumber } = Route.useParams();
  return (
    <SignedInOnly reason="owner">
      <BookingCancelledPage language={language} number={bookingNumber} />
    </SignedInOnly>
  );
}
