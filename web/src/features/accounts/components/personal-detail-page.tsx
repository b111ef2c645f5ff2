import { useIntl } from 'react-intl';
import { ErrorNotice } from '@/components/errors/error-notice';
import { useMe } from '../api/me-api';
import { AvatarUpload } from './avatar-upload';
import { AccountSection } from './manage-account-layout';
import { PersonalDetailForm } from './personal-detail-form';
import styles from './account-page.module.css';

export function PersonalDetailPage() {
  const intl = useIntl();
  const me = useMe();
  return (
    <AccountSection
      title={intl.formatMessage({ id: 'personal.title' })}
      subtitle={intl.formatMessage({ id: 'personal.subtitle' })}
    >
      {me.isError ? (
        <ErrorNotice error={me.error} retry={() => void me.refetch()} />
      ) : me.data && !me.isPlaceholderData ? (
        <>
          <AvatarUpload user={me.data} />
          {/* Keyed by id: the form starts from the fresh profile, not the stored copy. */}
          <PersonalDetailForm key={me.data.id} user={me.data} />
        </>
      ) : (
        <p className={styles.pending} role="status">
          {intl.formatMessage({ id: 'account.loading' })}
        </p>
      )}
    </AccountSection>
  );
}
