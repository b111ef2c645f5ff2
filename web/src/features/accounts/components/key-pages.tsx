import type { Language } from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorNotice } from '@/components/errors/error-notice';
import { isHttpError } from '@/lib/http-error';
import { resetKeyQueryOptions, signUpKeyQueryOptions } from '../api/auth-api';
import { ExpiredLink } from './expired-link';
import { ResetPasswordForm } from './reset-password-form';
import { SignUpForm } from './sign-up-form';
import styles from './account-page.module.css';

type Verified = { email: string };

/**
 * A page opened from an e-mailed link: the key is verified on entry; a 400 (unknown, used or
 * older than an hour) shows the expired page, anything else a retryable error.
 */
function KeyPage({
  language,
  verifyKey,
  options,
  children,
}: {
  language: Language;
  verifyKey: string | undefined;
  options: typeof signUpKeyQueryOptions;
  children: (verified: Verified, expire: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const [expired, setExpired] = useState(false);
  const verification = useQuery({
    ...options(verifyKey ?? ''),
    enabled: verifyKey !== undefined && !expired,
  });

  let content: ReactNode;
  if (
    verifyKey === undefined ||
    expired ||
    (isHttpError(verification.error) && verification.error.status === 400)
  ) {
    content = <ExpiredLink language={language} />;
  } else if (verification.isError) {
    content = <ErrorNotice error={verification.error} retry={() => void verification.refetch()} />;
  } else if (!verification.data) {
    content = (
      <p className={styles.pending} role="status">
        {intl.formatMessage({ id: 'signUp.checking' })}
      </p>
    );
  } else {
    content = children(verification.data, () => setExpired(true));
  }
  return <div className={`container ${styles.page}`}>{content}</div>;
}

export function SignUpCompletion({
  language,
  verifyKey,
  onSignedUp,
}: {
  language: Language;
  verifyKey: string | undefined;
  onSignedUp: () => void;
}) {
  return (
    <KeyPage language={language} verifyKey={verifyKey} options={signUpKeyQueryOptions}>
      {(verified, expire) => (
        <SignUpForm
          verifyKey={verifyKey!}
          email={verified.email}
          onSignedUp={onSignedUp}
          onExpired={expire}
        />
      )}
    </KeyPage>
  );
}

export function ResetPasswordCompletion({
  language,
  verifyKey,
  onReset,
}: {
  language: Language;
  verifyKey: string | undefined;
  onReset: () => void;
}) {
  return (
    <KeyPage language={language} verifyKey={verifyKey} options={resetKeyQueryOptions}>
      {(verified, expire) => (
        <ResetPasswordForm
          verifyKey={verifyKey!}
          email={verified.email}
          onReset={onReset}
          onExpired={expire}
        />
      )}
    </KeyPage>
  );
}
