import { staffLoginSchema } from '@stayvn/shared';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useStaffText } from '../utils/staff-text';
import { isHttpError } from '@/lib/http-error';
import { staffLogin } from '../api/staff-api';
import { AuthCard, TotpEnrolment, useSignedIn } from './staff-auth-parts';
import { useLoginCaptcha } from './staff-login-captcha';
import { StaffAlert, StaffButton, StaffTextField } from './staff-ui';

type Step = { kind: 'password' } | { kind: 'code' } | { kind: 'enrol'; enrolmentToken: string };

/** Password, then a code from the authenticator app or a recovery code; first time, the enrolment. */
export function StaffLoginPage({ next }: { next?: string }) {
  const intl = useIntl();
  const text = useStaffText();
  const signedIn = useSignedIn();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [values, setValues] = useState({ email: '', password: '', code: '', recoveryCode: '' });
  const [useRecovery, setUseRecovery] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const captcha = useLoginCaptcha();

  if (step.kind === 'enrol') {
    return (
      <AuthCard title={intl.formatMessage({ id: 'staff.enrol.title' })}>
        <TotpEnrolment enrolmentToken={step.enrolmentToken} next={next} />
      </AuthCard>
    );
  }

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(undefined);
  };

  return (
    <AuthCard title={intl.formatMessage({ id: 'staff.login.title' })}>
      <Form
        style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
        data-testid="staff-login-form"
        onSubmit={(event) => {
          event.preventDefault();
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
              if (isHttpError(error) && error.code === 'staff_invalid_credentials')
                setStep({ kind: 'password' });
              setFailure(text.failure(error));
            })
            .finally(() => setPending(false));
        }}
      >
        {failure ? <StaffAlert>{failure}</StaffAlert> : null}
        {step.kind === 'password' ? (
          <>
            <StaffTextField
              label={intl.formatMessage({ id: 'staff.login.email' })}
              name="email"
              type="email"
              autoComplete="username"
              value={values.email}
              onChange={set('email')}
              error={errors.email}
              isRequired
              autoFocus
              data-testid="staff-email"
            />
            <StaffTextField
              label={intl.formatMessage({ id: 'staff.login.password' })}
              name="password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={set('password')}
              error={errors.password}
              isRequired
              data-testid="staff-password"
            />
          </>
        ) : useRecovery ? (
          <StaffTextField
            key="recovery"
            label={intl.formatMessage({ id: 'staff.login.recoveryCode' })}
            name="recoveryCode"
            autoComplete="off"
            value={values.recoveryCode}
            onChange={set('recoveryCode')}
            error={errors.recoveryCode}
            isRequired
            autoFocus
            data-testid="staff-recovery"
          />
        ) : (
          <StaffTextField
            key="code"
            label={intl.formatMessage({ id: 'staff.login.code' })}
            hint={intl.formatMessage({ id: 'staff.login.codeHint' })}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={values.code}
            onChange={set('code')}
            error={errors.code}
            isRequired
            autoFocus
            data-testid="staff-code"
          />
        )}
        {captcha.field}
        <StaffButton type="submit" variant="primary" isDisabled={pending} data-testid="staff-login-submit">
          {intl.formatMessage({ id: step.kind === 'password' ? 'staff.login.next' : 'staff.login.submit' })}
        </StaffButton>
        {step.kind === 'code' ? (
          <StaffButton variant="quiet" onPress={() => setUseRecovery((current) => !current)}>
            {intl.formatMessage({ id: useRecovery ? 'staff.login.useCode' : 'staff.login.useRecovery' })}
          </StaffButton>
        ) : null}
      </Form>
    </AuthCard>
  );
}
