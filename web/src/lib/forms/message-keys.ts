import type { MessageId } from '@/i18n';
import { isHttpError } from '@/lib/http-error';

/**
 * The shared schemas and the booking service speak in the spec's message keys; the web
 * speaks in its own ids. This is the one table between the two.
 */
const messageIdByKey: Record<string, MessageId> = {
  err_email: 'field.email.required',
  err_email_format: 'field.email.format',
  err_password_required: 'field.password.required',
  err_too_long: 'field.tooLong',
  err_fullname: 'field.fullName.required',
  err_phone_number: 'field.phone.required',
  err_phone_format: 'field.phone.format',
  err_required: 'field.required',
  err_invalid_characters: 'field.invalidCharacters',
  msg_new_password_required: 'field.newPassword.required',
  msg_password_format: 'field.password.format',
  msg_re_enter_password_required: 'field.confirmPassword.required',
  msg_password_mismatch: 'field.confirmPassword.mismatch',
  msg_current_password_required: 'field.currentPassword.required',
  msg_current_password_incorrect: 'field.currentPassword.incorrect',
  msg_password_same_as_current: 'field.newPassword.sameAsCurrent',
  msg_password_similar: 'resetPassword.similar',
  msg_URL_expired: 'expired.body',
  file_image_maximum: 'field.image.invalid',
  err_date_before_today: 'field.date.beforeToday',
  err_date_invalid: 'field.date.invalid',
  err_office_service: 'enquiry.service.required',
  err_privacy_required: 'field.privacy.required',
  err_lease_price: 'field.leasePrice.invalid',
  err_invalid_value: 'field.choice.invalid',
  err_rate: 'field.rate.invalid',
  review_key_invalid: 'sendReview.result.invalidTitle',
  captcha_invalid: 'captcha.invalid',
  captcha_required: 'captcha.required',
  // Error codes of the accounts API (the spec's login_isn.message_faild and friends).
  invalid_credentials: 'login.failed',
  email_not_found: 'forgot.notFound',
  link_expired: 'expired.body',
  too_many_requests: 'error.tooManyRequests',
  rate_limited: 'error.tooManyRequests',
};

export function messageIdForKey(key: string): MessageId {
  return messageIdByKey[key] ?? 'field.invalid';
}

/** The banner text for a failed account call: its own message when it has one, else generic. */
export function messageIdForError(error: unknown): MessageId {
  if (!isHttpError(error)) return 'error.tryLater';
  if (error.isNetworkError) return 'error.network';
  return messageIdByKey[error.code] ?? 'error.tryLater';
}
