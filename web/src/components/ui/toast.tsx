import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CheckIcon, CloseIcon } from './icons';
import { InfoIcon } from './nav-icons';
import styles from './toast.module.css';

/** The spec's toast and notification duration (§9). */
export const toastDurationMs = 5000;

export type ToastTone = 'success' | 'error' | 'info';

export type ToastMessage = {
  tone: ToastTone;
  /** Already translated: the caller knows which message applies. */
  title: string;
  description?: string;
  /** Lets end-to-end tests find a particular toast. */
  testId?: string;
};

/**
 * The one queue of the app. It lives outside React so that anything (a mutation's onSuccess,
 * a session start-up rule) can announce something without a provider in reach.
 */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/** Shows a toast for the spec's 5 seconds; returns its key so it can be closed early. */
export function showToast(message: ToastMessage): string {
  return toastQueue.add(message, { timeout: toastDurationMs });
}

const icons = {
  success: <CheckIcon size={18} />,
  error: <CloseIcon size={18} />,
  info: <InfoIcon size={18} />,
};

/**
 * Rendered once, by the layout. react-aria makes it a landmark ("Notifications") that screen
 * readers announce, pauses the timers while it is hovered or focused, and returns focus when
 * a focused toast closes.
 */
export function AppToastRegion() {
  const intl = useIntl();
  return (
    <ToastRegion
      queue={toastQueue}
      className={styles.region}
      aria-label={intl.formatMessage({ id: 'toast.region' })}
      data-testid="toast-region"
    >
      {({ toast }) => (
        <Toast
          toast={toast}
          className={`${styles.toast} ${styles[toast.content.tone]}`}
          data-testid={toast.content.testId ?? 'toast'}
          data-tone={toast.content.tone}
        >
          <span className={styles.icon} aria-hidden="true">
            {icons[toast.content.tone]}
          </span>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </ToastContent>
          <Button
            slot="close"
            className={styles.close}
            aria-label={intl.formatMessage({ id: 'toast.close' })}
          >
            <CloseIcon size={16} />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
