import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AuthCard, TotpEnrolment } from './staff-auth-parts';
import { StaffLoginFields } from './staff-login-fields';
import { StaffAlert, StaffButton } from './staff-ui';
import { useStaffLogin } from './use-staff-login';

/** Password, then a code from the authenticator app or a recovery code; first time, the enrolment. */
export function StaffLoginPage({ next }: { next?: string }) {
  const intl = useIntl();
  const login = useStaffLogin(next);
  const { step } = login;

  if (step.kind === 'enrol') {
    return (
      <AuthCard title={intl.formatMessage({ id: 'staff.enrol.title' })}>
        <TotpEnrolment enrolmentToken={step.enrolmentToken} next={next} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={intl.formatMessage({ id: 'staff.login.title' })}>
      <Form
        style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
        data-testid="staff-login-form"
        onSubmit={(event) => {
          event.preventDefault();
          login.submit();
        }}
      >
        {login.failure ? <StaffAlert>{login.failure}</StaffAlert> : null}
        <StaffLoginFields
          codeStep={step.kind === 'code'}
          useRecovery={login.useRecovery}
          values={login.values}
          errors={login.errors}
          set={login.set}
        />
        {login.captchaField}
        <StaffButton
          type="submit"
          variant="primary"
          isDisabled={login.pending}
          data-testid="staff-login-submit"
        >
          {intl.formatMessage({ id: step.kind === 'password' ? 'staff.login.next' : 'staff.login.submit' })}
        </StaffButton>
        {step.kind === 'code' ? (
          <StaffButton variant="quiet" onPress={login.toggleRecovery}>
            {intl.formatMessage({
              id: login.useRecovery ? 'staff.login.useCode' : 'staff.login.useRecovery',
            })}
          </StaffButton>
        ) : null}
      </Form>
    </AuthCard>
  );
}
