import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignedInOnly } from '@/features/booking/components/booking-gate';
import { PaymentSummaryPage } from '@/features/booking/components/payment-summary-page';
import { privatePageHead } from '@/lib/seo';
import { BookingSessionRoot } from '../-booking-session';

/** The payment summary of a short stay (spec: /{language}/payment-summary/{apartmentId}). */
export const Route = createFileRoute('/$lang/payment-summary/$apartmentId')({
  head: ({ params }) =>
    privatePageHead(params, `/payment-summary/${params.apartmentId}`, 'booking.summary.title'),
  component: PaymentSummaryRoute,
});

function PaymentSummaryRoute() {
  const { language } = Route.useRouteContext();
  const { apartmentId } = Route.useParams();
  const navigate = useNavigate();
  return (
    <BookingSessionRoot>
      <SignedInOnly>
        <PaymentSummaryPage
          language={language}
          propertyId={apartmentId}
          onBooked={(booking) =>
            void navigate({
              to: '/$lang/bank-transfer/$bookingNumber',
              params: { lang: language, bookingNumber: booking.number },
            })
          }
        />
      </SignedInOnly>
    </BookingSessionRoot>
  );
}
