import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { AccountSection } from '@/features/accounts/components/manage-account-layout';

export const Route = createFileRoute('/$lang/manage-account/change-password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  const intl = useIntl();
  return (
    <AccountSection
      title={intl.formatMessage({ id: 'changePassword.title' })}
      subtitle={intl.formatMessage({ id: 'changePassword.subtitle' })}
    >
      <ChangePasswordForm />
    </AccountSection>
  );
}
