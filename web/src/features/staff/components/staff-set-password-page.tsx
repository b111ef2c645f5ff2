import { staffSetPasswordSchema } from '@stayvn/shared';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { useStaffText } from '../utils/staff-text';
import { staffSetPassword } from '../api/staff-api';
import { AuthCard, TotpEnrolment } from './staff-auth-parts';
import { StaffAlert, StaffButton, StaffTextField } from './staff-ui';

/** The invitation's link: a password of one's own, then the second factor. */
export function StaffSetPasswordPage({ inviteKey }: { inviteKey: string }) {
  const intl = useIntl();
  const text = useStaffText();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [enrolmentToken, setEnrolmentToken] = useState<string>();

  if (enrolmentToken) {
    return (
      <AuthCard title={intl.formatMessage({ id: 'staff.enrol.title' })}>
        <TotpEnrolment enrolmentToken={enrolmentToken} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={intl.formatMessage({ id: 'staff.invite.title' })}>
      {!inviteKey ? (
        <StaffAlert>{intl.formatMessage({ id: 'staff.error.linkExpired' })}</StaffAlert>
      ) : (
        <Form
          style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
          data-testid="staff-set-password-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (pending) return;
            const input = staffSetPasswordSchema.safeParse({ key: inviteKey, password });
            const next: typeof errors = {};
            if (!input.success) {
              for (const issue of input.error.issues) {
                if (issue.path[0] === 'key') setFailure(text.field(issue.message));
                else next.password ??= text.field(issue.message);
              }
            }
            if (confirm !== password) next.confirm = text.field('msg_password_mismatch');
            setErrors(next);
            if (!input.success || next.confirm) return;
            setPending(true);
            setFailure(undefined);
            staffSetPassword(input.data)
              .then((result) => setEnrolmentToken(result.enrolmentToken))
              .catch((error: unknown) => setFailure(text.failure(error)))
              .finally(() => setPending(false));
          }}
        >
          <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'staff.invite.intro' })}</p>
          {failure ? <StaffAlert>{failure}</StaffAlert> : null}
          <StaffTextField
            label={intl.formatMessage({ id: 'staff.invite.password' })}
            hint={intl.formatMessage({ id: 'staff.invite.passwordHint' })}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setErrors({});
            }}
            error={errors.password}
            isRequired
            autoFocus
            data-testid="staff-new-password"
          />
          <StaffTextField
            label={intl.formatMessage({ id: 'staff.invite.confirm' })}
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(value) => {
              setConfirm(value);
              setErrors({});
            }}
            error={errors.confirm}
            isRequired
            data-testid="staff-confirm-password"
          />
          <StaffButton
            type="submit"
            variant="primary"
            isDisabled={pending}
            data-testid="staff-set-password-submit"
          >
            {intl.formatMessage({ id: 'staff.invite.submit' })}
          </StaffButton>
        </Form>
      )}
      <Link to="/staff/$" params={{ _splat: 'login' }}>
        {intl.formatMessage({ id: 'staff.invite.toLogin' })}
      </Link>
    </AuthCard>
  );
}
