import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { AccountSection } from '@/features/accounts/components/manage-account-layout';
import { BookingList } from '@/features/booking/components/booking-list';

/** The manage-account bookings section: current, upcoming and previous stays. */
export const Route = createFileRoute('/$lang/manage-account/bookings')({
  component: AccountBookingsPage,
});

function AccountBookingsPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  return (
    <AccountSection
      title={intl.formatMessage({ id: 'booking.list.title' })}
      subtitle={intl.formatMessage({ id: 'booking.list.subtitle' })}
    >
      <BookingList language={language} />
    </AccountSection>
  );
}
