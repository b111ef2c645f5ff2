import { errorCodes, staffErrorCodes } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n';
import { messageIdForError, messageIdForKey } from '@/lib/forms/message-keys';
import { isHttpError } from '@/lib/http-error';

/** The staff API's codes and field keys, in the console's own messages (the `staff` part). */
const staffMessageIds: Record<string, MessageId> = {
  err_staff_code_required: 'staff.error.codeRequired',
  err_staff_code_format: 'staff.error.codeFormat',
  err_staff_enrolment_required: 'staff.error.enrolment',
  err_date_order: 'staff.error.dateOrder',
  [staffErrorCodes.invalidCredentials]: 'staff.error.invalidCredentials',
  [staffErrorCodes.codeInvalid]: 'staff.error.codeInvalid',
  [staffErrorCodes.disabled]: 'staff.error.disabled',
  [staffErrorCodes.linkExpired]: 'staff.error.linkExpired',
  [staffErrorCodes.emailTaken]: 'staff.error.emailTaken',
  [staffErrorCodes.enrolmentInvalid]: 'staff.error.enrolment',
  [staffErrorCodes.alreadyEnrolled]: 'staff.error.enrolment',
  [staffErrorCodes.cannotDisableSelf]: 'staff.error.cannotDisableSelf',
  [staffErrorCodes.sessionEnded]: 'staff.error.sessionEnded',
  [errorCodes.unauthorized]: 'staff.error.sessionEnded',
  [errorCodes.forbidden]: 'staff.error.forbidden',
  [errorCodes.conflict]: 'staff.error.conflict',
  [errorCodes.notFound]: 'staff.error.notFound',
};

export function staffMessageIdForKey(key: string): MessageId {
  return staffMessageIds[key] ?? messageIdForKey(key);
}

export function staffMessageIdForError(error: unknown): MessageId {
  if (isHttpError(error) && staffMessageIds[error.code]) return staffMessageIds[error.code]!;
  return messageIdForError(error);
}

/** useKeyText for the console: field keys and failed calls, staff codes included. */
export function useStaffText() {
  const intl = useIntl();
  return {
    field: (key: string | undefined) =>
      key === undefined ? undefined : intl.formatMessage({ id: staffMessageIdForKey(key) }),
    failure: (error: unknown) => intl.formatMessage({ id: staffMessageIdForError(error) }),
  };
}
