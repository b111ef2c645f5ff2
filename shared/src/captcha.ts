/**
 * The self-hosted ALTCHA captcha every public form carries (issue 15). The widget solves a
 * challenge from `GET /v1/captcha/challenge` and puts its base64 payload in the form's `captcha`
 * field; the booking service accepts a payload once, within the challenge's lifetime.
 */
export const captchaField = 'captcha' as const;

/** The field error code of a missing, wrong, expired or already used captcha. */
export const captchaErrorCode = 'captcha_invalid' as const;

/**
 * The error code (and field error code) of a form the service protects with a captcha only
 * when needed, sent without one: a login for an e-mail that has seen too many wrong passwords.
 * The web then shows the widget and sends again with a solved challenge.
 */
export const captchaRequiredCode = 'captcha_required' as const;

/** How long a challenge can be solved and sent. */
export const captchaExpirySeconds = 600;

/** A payload is small (a signed challenge and a counter); anything much bigger is not one. */
export const captchaPayloadMaxLength = 4000;
