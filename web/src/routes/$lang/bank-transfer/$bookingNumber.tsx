import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BankTransferPage } from '@/features/booking/components/bank-transfer-page';
import { SignedInOnly } from '@/features/booking/components/booking-gate';
import { privatePageHead } from '@/lib/seo';

/** The bank transfer of a booking held for payment: account, VietQR code, "I have transferred". */
export const Route = createFileRoute('/$lang/bank-transfer/$bookingNumber')({
  head: ({ params }) =>
    privatePageHead(params, `/bank-transfer/${params.bookingNumber}`, 'booking.transfer.title'),
  component: BankTransferRoute,
});

function BankTransferRoute() {
  const { language } = Route.useRouteContext();
  const { bookingNumber } = Route.useParams();
  const navigate = useNavigate();
  return (
    <SignedInOnly reason="owner">
      <BankTransferPage
        language={language}
        number={bookingNumber}
        onTransferred={(booking) =>
          void navigate({
            to: '/$lang/finish-booking',
            params: { lang: language },
            search: { number: booking.number },
          })
        }
      />
    </SignedInOnly>
  );
}
