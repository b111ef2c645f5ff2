import type { Language } from '@stayvn/shared';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { Modal } from '@/components/ui/modal';
import { authDialogAtom } from '@/lib/session/atoms';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpEmailForm } from './sign-up-email-form';

/** The login, sign-up e-mail and forgot-password dialogs: one modal whose content switches. */
export function AuthDialog({ language }: { language: Language }) {
  const intl = useIntl();
  const [view, setView] = useAtom(authDialogAtom);
  const close = () => setView(null);
  return (
    <Modal
      isOpen={view !== null}
      onClose={close}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      data-testid="auth-dialog"
    >
      {/* Keyed by view: switching starts the next form fresh and focuses its first field. */}
      {view === 'login' ? (
        <LoginForm key="login" language={language} onSwitch={setView} onDone={close} />
      ) : null}
      {view === 'sign-up' ? <SignUpEmailForm key="sign-up" language={language} onSwitch={setView} /> : null}
      {view === 'forgot-password' ? (
        <ForgotPasswordForm key="forgot" language={language} onBackToLogin={() => setView('login')} />
      ) : null}
    </Modal>
  );
}
