import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { authNoticeAtom } from '../atoms';
import styles from './auth-notice.module.css';

/** The spec's toast duration. */
const noticeMs = 5000;

/** Session news (a failed social sign-in, a session that ended) as a short-lived toast. */
export function AuthNotice() {
  const intl = useIntl();
  const [notice, setNotice] = useAtom(authNoticeAtom);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), noticeMs);
    return () => window.clearTimeout(timer);
  }, [notice, setNotice]);
  if (!notice) return null;
  return (
    <div className={styles.toast}>
      <Alert
        tone={notice === 'social-failed' ? 'error' : 'info'}
        data-testid="auth-notice"
        action={
          <Button variant="link" onPress={() => setNotice(null)}>
            {intl.formatMessage({ id: 'notice.dismiss' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: notice === 'social-failed' ? 'notice.socialFailed' : 'notice.signedOut' })}
      </Alert>
    </div>
  );
}
