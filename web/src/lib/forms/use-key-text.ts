import { useIntl } from 'react-intl';
import { messageIdForError, messageIdForKey } from './message-keys';

/** Translates message keys (field errors) and failed calls (banners). */
export function useKeyText() {
  const intl = useIntl();
  return {
    field: (key: string | undefined) =>
      key === undefined ? undefined : intl.formatMessage({ id: messageIdForKey(key) }),
    failure: (error: unknown) => intl.formatMessage({ id: messageIdForError(error) }),
  };
}
