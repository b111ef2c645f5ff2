/**
 * The self-hosted ALTCHA captcha every public form carries (issue 15). The widget solves a
 * challenge from `GET /v1/captcha/challenge` and puts its base64 payload in the form's `captcha`
 * field; the booking service accepts a payload once, within the challenge's lifetime.
 */
export const captchaField = 'captcha' as const;

/** The field error code of a missing, wrong, expired or already used captcha. */
export const captchaErrorCode = 'captcha_invalid' as const;

/** How long a challenge can be solved and sent. */
export const captchaExpirySeconds = 600;

/** A payload is small (a signed challenge and a counter); anything much bigger is not one. */
export const captchaPayloadMaxLength = 4000;
