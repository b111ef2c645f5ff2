import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/components/ui/announce';
import { authNoticeAtom } from '@/lib/session/atoms';

/** Session news (a failed social sign-in, a session that ended) goes out as an app toast. */
export function AuthNotice() {
  const intl = useIntl();
  const [notice, setNotice] = useAtom(authNoticeAtom);
  useEffect(() => {
    if (!notice) return;
    const announce = notice === 'social-failed' ? toast.error : toast.info;
    announce(
      intl.formatMessage({ id: notice === 'social-failed' ? 'notice.socialFailed' : 'notice.signedOut' }),
      { testId: 'auth-notice' },
    );
    setNotice(null);
  }, [notice, setNotice, intl]);
  return null;
}
