import { captchaErrorCode, captchaField, type FieldError } from '@stayvn/shared';
import { isHttpError } from '@/lib/http-error';

/**
 * How a form reads a failed send: a failure it can only report (network, 5xx, anything not the
 * service's envelope), or a refusal with the captcha's objection and the fields' errors apart.
 * `unexplained` is a refusal that names no field and not the captcha (shown as a banner).
 */
export type SendOutcome =
  | { kind: 'failure' }
  | { kind: 'refused'; captcha: boolean; fields: readonly FieldError[]; unexplained: boolean; code: string };

export function readRefusedSend(error: unknown): SendOutcome {
  if (!isHttpError(error) || error.isNetworkError || error.status >= 500) return { kind: 'failure' };
  const captcha =
    error.code === captchaErrorCode || error.details.some((detail) => detail.field === captchaField);
  const fields = error.details.filter((detail) => detail.field !== captchaField);
  return { kind: 'refused', captcha, fields, unexplained: !captcha && fields.length === 0, code: error.code };
}
