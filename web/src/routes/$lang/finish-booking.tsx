import { createFileRoute } from '@tanstack/react-router';
import { NoPermission, SignedInOnly } from '@/features/booking/components/booking-gate';
import { FinishBookingPage } from '@/features/booking/components/booking-done-pages';
import { privatePageHead } from '@/lib/seo';
import { searchParams, stringParam } from '@/lib/url-params';
import { BookingSessionRoot } from './-booking-session';

const finishSearch = searchParams({ number: stringParam() });

/** Booking finished (spec: /finish-booking): received, awaiting the provider's confirmation. */
export const Route = createFileRoute('/$lang/finish-booking')({
  head: ({ params }) => privatePageHead(params, '/finish-booking', 'booking.finish.title'),
  validateSearch: finishSearch,
  component: FinishBookingRoute,
});

function FinishBookingRoute() {
  const { language } = Route.useRouteContext();
  const { number } = Route.useSearch();
  return (
    <BookingSessionRoot>
      <SignedInOnly>
        {number ? (
          <FinishBookingPage language={language} number={number} />
        ) : (
          <NoPermission language={language} />
        )}
      </SignedInOnly>
    </BookingSessionRoot>
  );
}
