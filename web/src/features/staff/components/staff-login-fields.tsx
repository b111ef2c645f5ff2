import { useIntl } from 'react-intl';
import { StaffTextField } from './staff-ui';
import type { LoginValues } from './use-staff-login';

/** The fields of the log-in's step: e-mail and password, then the app's code or a recovery code. */
export function StaffLoginFields({
  codeStep,
  useRecovery,
  values,
  errors,
  set,
}: {
  /** The password was right: the second factor is asked for. */
  codeStep: boolean;
  useRecovery: boolean;
  values: LoginValues;
  errors: Record<string, string | undefined>;
  set: (field: keyof LoginValues) => (value: string) => void;
}) {
  const intl = useIntl();
  if (!codeStep)
    return (
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
    );
  return useRecovery ? (
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
  );
}
