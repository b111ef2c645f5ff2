import type { MessageId } from './index';

// Types every `formatMessage({ id })` and `<FormattedMessage id>` against en.json.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
