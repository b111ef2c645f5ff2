import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SignedInOnly } from '@/features/booking/components/booking-gate';
import { BookingListPage } from '@/features/booking/components/booking-list';
import { privatePageHead } from '@/lib/seo';

/** The guest's bookings (spec: /list-booking). */
export const Route = createFileRoute('/$lang/list-booking')({
  head: ({ params }) => privatePageHead(params, '/list-booking', 'booking.list.title'),
  component: ListBookingRoute,
});

function ListBookingRoute() {
  const { language } = Route.useRouteContext();
  const intl = useIntl();
  return (
    <SignedInOnly reason="list">
      <BookingListPage language={language} title={intl.formatMessage({ id: 'booking.list.title' })} />
    </SignedInOnly>
  );
}
