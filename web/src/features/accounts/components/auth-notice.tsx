import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '@/components/ui/toast';
import { authNoticeAtom } from '../atoms';

/** Session news (a failed social sign-in, a session that ended) goes out as an app toast. */
export function AuthNotice() {
  const intl = useIntl();
  const [notice, setNotice] = useAtom(authNoticeAtom);
  useEffect(() => {
    if (!notice) return;
    showToast({
      tone: notice === 'social-failed' ? 'error' : 'info',
      title: intl.formatMessage({
        id: notice === 'social-failed' ? 'notice.socialFailed' : 'notice.signedOut',
      }),
      testId: 'auth-notice',
    });
    setNotice(null);
  }, [notice, setNotice, intl]);
  return null;
}
