import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n';
import { isHttpError } from '@/lib/http-error';
import { buttonClassName } from '@/components/ui/button-class';
import styles from './error-notice.module.css';

/** A translated failure message with a retry action; the wording depends on the error type. */
export function ErrorNotice({
  error,
  retry,
  titleId = 'error.title',
}: {
  error: unknown;
  retry?: () => void;
  titleId?: MessageId;
}) {
  const intl = useIntl();
  const unreachable = isHttpError(error) && (error.isNetworkError || error.status >= 500);
  return (
    <div role="alert" className={styles.notice} data-testid="error-notice">
      <p className={styles.title}>{intl.formatMessage({ id: titleId })}</p>
      <p className={styles.body}>
        {intl.formatMessage({ id: unreachable ? 'error.network' : 'error.generic' })}
      </p>
      {retry ? (
        <button type="button" className={buttonClassName('secondary')} onClick={retry}>
          {intl.formatMessage({ id: 'error.retry' })}
        </button>
      ) : null}
    </div>
  );
}
