/** Staff of the back office (issue 19): roles, lifetimes and the error codes of their API. */

export const staffRoles = ['support', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Shorter than a guest's: a staff session ends after a working day, its access token after 15 minutes. */
export const staffAccessTokenLifetimeSeconds = 15 * 60;
export const staffSessionLifetimeSeconds = 8 * 60 * 60;
/** A set-password link of an invitation. */
export const staffInviteLifetimeSeconds = 72 * 60 * 60;
/** The token that lets a staff member with a password but no second factor enrol one. */
export const staffEnrolmentTokenLifetimeSeconds = 15 * 60;
export const staffRecoveryCodeCount = 10;
export const staffRefreshCookieName = 'stayvn_staff_refresh';

export const staffErrorCodes = {
  invalidCredentials: 'staff_invalid_credentials',
  codeInvalid: 'staff_code_invalid',
  disabled: 'staff_disabled',
  linkExpired: 'staff_link_expired',
  emailTaken: 'staff_email_taken',
  enrolmentInvalid: 'staff_enrolment_invalid',
  alreadyEnrolled: 'staff_already_enrolled',
  cannotDisableSelf: 'staff_cannot_disable_self',
  sessionEnded: 'staff_session_ended',
} as const;
