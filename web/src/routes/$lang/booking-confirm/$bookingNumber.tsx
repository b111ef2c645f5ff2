import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignedInOnly } from '@/features/booking/components/booking-gate';
import { BookingConfirmPage } from '@/features/booking/components/booking-confirm-page';
import { privatePageHead } from '@/lib/seo';

/** The booking confirmation (spec: /booking-confirm/{bookingNumber}), printable, to manage or cancel. */
export const Route = createFileRoute('/$lang/booking-confirm/$bookingNumber')({
  head: ({ params }) =>
    privatePageHead(params, `/booking-confirm/${params.bookingNumber}`, 'booking.confirm.title'),
  component: BookingConfirmRoute,
});

function BookingConfirmRoute() {
  const { language } = Route.useRouteContext();
  const { bookingNumber } = Route.useParams();
  const navigate = useNavigate();
  return (
    <SignedInOnly reason="owner">
      <BookingConfirmPage
        language={language}
        number={bookingNumber}
        onCancelled={(booking) =>
          void navigate({
            to: '/$lang/booking-cancelled/$bookingNumber',
            params: { lang: language, bookingNumber: booking.number },
          })
        }
      />
    </SignedInOnly>
  );
}
