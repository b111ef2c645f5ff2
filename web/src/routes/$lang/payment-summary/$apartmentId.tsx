import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignedInOnly } from '@/features/booking/components/booking-gate';
import { PaymentSummaryPage } from '@/features/booking/components/payment-summary-page';
import { privatePageHead } from '@/lib/seo';
import { searchParams, stringParam } from '@/lib/url-params';

const isoDay = stringParam({ pattern: /^\d{4}-\d{2}-\d{2}$/ });

/** The payment summary of a short stay (spec: /{language}/payment-summary/{apartmentId}). */
export const Route = createFileRoute('/$lang/payment-summary/$apartmentId')({
  head: ({ params }) =>
    privatePageHead(params, `/payment-summary/${params.apartmentId}`, 'booking.summary.title'),
  /**
   * `?booking=`: a held booking whose card payment was left unfinished (Stripe's cancel address);
   * `?checkIn=&checkOut=`: the dates chosen on the apartment page (its plain form sends them).
   */
  validateSearch: searchParams({ booking: stringParam(), checkIn: isoDay, checkOut: isoDay }),
  component: PaymentSummaryRoute,
});

function PaymentSummaryRoute() {
  const { language } = Route.useRouteContext();
  const { apartmentId } = Route.useParams();
  const { booking: retryNumber, checkIn, checkOut } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignedInOnly>
      <PaymentSummaryPage
        language={language}
        propertyId={apartmentId}
        retryNumber={retryNumber}
        requested={checkIn && checkOut ? { checkIn, checkOut } : null}
        onBooked={(booking) =>
          void navigate({
            to: '/$lang/bank-transfer/$bookingNumber',
            params: { lang: language, bookingNumber: booking.number },
          })
        }
      />
    </SignedInOnly>
  );
}
