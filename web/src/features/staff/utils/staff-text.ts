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
  err_nights_taken: 'staff.calendar.error.nightsTaken',
  err_url_format: 'staff.calendar.error.urlFormat',
  err_check_in_required: 'staff.calendar.error.checkIn',
  err_check_out_required: 'staff.calendar.error.checkOut',
  err_date_end_before_start: 'staff.calendar.error.endAfterStart',
  err_date_range_too_long: 'staff.calendar.error.tooLong',
  calendar_feed_exists: 'staff.calendar.error.feedExists',
  calendar_feed_from_cms: 'staff.calendar.error.feedFromCms',
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
    /** A refused form's field errors (their codes), translated, by field. */
    fields: (error: unknown): Record<string, string | undefined> =>
      Object.fromEntries(
        (isHttpError(error) ? error.details : []).map((detail) => [
          detail.field,
          intl.formatMessage({ id: staffMessageIdForKey(detail.code) }),
        ]),
      ),
  };
}
