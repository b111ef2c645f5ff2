import { staffLoginSchema } from '@stayvn/shared';
import { useState } from 'react';
import { isHttpError } from '@/lib/http-error';
import { staffLogin } from '../api/staff-api';
import { useStaffText } from '../utils/staff-text';
import { useSignedIn } from './staff-auth-parts';
import { useLoginCaptcha } from './staff-login-captcha';

export type LoginStep = { kind: 'password' } | { kind: 'code' } | { kind: 'enrol'; enrolmentToken: string };

export type LoginValues = { email: string; password: string; code: string; recoveryCode: string };

/**
 * The staff log-in's state and its sending: the password step, then a code (or a recovery
 * code), or the enrolment a member without one goes through; field errors from the shared
 * schema, the banner of a refused attempt, and the captcha once the service asks for it.
 */
export function useStaffLogin(next: string | undefined) {
  const text = useStaffText();
  const signedIn = useSignedIn();
  const [step, setStep] = useState<LoginStep>({ kind: 'password' });
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', code: '', recoveryCode: '' });
  const [useRecovery, setUseRecovery] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const captcha = useLoginCaptcha();

  /** The change handler of one field: a change clears its error and the banner. */
  const set = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(undefined);
  };

  const submit = () => {
    if (pending || captcha.waiting) return;
    const second =
      step.kind === 'code'
        ? useRecovery
          ? { recoveryCode: values.recoveryCode }
          : { code: values.code }
        : {};
    const input = staffLoginSchema.safeParse({
      email: values.email,
      password: values.password,
      ...second,
      captcha: captcha.payload,
    });
    if (!input.success) {
      const fieldErrors: Record<string, string | undefined> = {};
      for (const issue of input.error.issues) {
        const field = String(issue.path[0] ?? '');
        fieldErrors[field] ??= text.field(issue.message);
      }
      setErrors(fieldErrors);
      return;
    }
    setPending(true);
    staffLogin(input.data)
      .then((result) => {
        captcha.answered();
        if (result.step === 'signed_in') signedIn(result.session, next);
        else if (result.step === 'code_required') setStep({ kind: 'code' });
        else setStep({ kind: 'enrol', enrolmentToken: result.enrolmentToken });
      })
      .catch((error: unknown) => {
        if (captcha.answered(error))
          return setFailure(text.field(isHttpError(error) ? error.code : undefined));
        if (isHttpError(error) && error.code === 'staff_invalid_credentials') setStep({ kind: 'password' });
        setFailure(text.failure(error));
      })
      .finally(() => setPending(false));
  };

  return {
    step,
    values,
    set,
    errors,
    useRecovery,
    toggleRecovery: () => setUseRecovery((current) => !current),
    failure,
    pending,
    captchaField: captcha.field,
    submit,
  };
}
