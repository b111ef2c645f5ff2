import type { StaffSession } from '@stayvn/shared';
import { staffTotpConfirmSchema } from '@stayvn/shared';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { QrCode } from '@/components/ui/qr-code';
import { useStaffText } from '../utils/staff-text';
import { staffConfirmEnrolment, staffStartEnrolment } from '../api/staff-api';
import { setStaffSession } from '../api/staff-session';
import { StaffLanguageSwitch } from './staff-language-switch';
import { StaffAlert, StaffButton, StaffTextField, styles } from './staff-ui';

/** The dark page and card of the log-in, the invitation and the enrolment. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.authPage}>
      <div className={styles.authCard} data-testid="staff-auth">
        <div className={styles.authFoot}>
          <span className={styles.label}>StayVN Console</span>
          <StaffLanguageSwitch compact />
        </div>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** After a log-in: the session in memory, then where the member was going. */
export function useSignedIn() {
  const navigate = useNavigate();
  return (session: StaffSession, next?: string) => {
    setStaffSession(session);
    // Only back into the console, never to another address.
    void navigate({ href: next?.startsWith('/staff/') ? next : '/staff', replace: true });
  };
}

/**
 * The TOTP enrolment: a new secret as a QR code and as text, a code from the app turns it on,
 * then the ten recovery codes (shown this once) before the console opens.
 */
export function TotpEnrolment({ enrolmentToken, next }: { enrolmentToken: string; next?: string }) {
  const intl = useIntl();
  const text = useStaffText();
  const signedIn = useSignedIn();
  const [secret, setSecret] = useState<{ secret: string; otpauthUri: string }>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<{ recoveryCodes: string[]; session: StaffSession }>();

  useEffect(() => {
    let current = true;
    staffStartEnrolment(enrolmentToken).then(
      (answer) => current && setSecret(answer),
      (error: unknown) => current && setFailure(text.failure(error)),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per token
  }, [enrolmentToken]);

  if (done) {
    return (
      <>
        <p>{intl.formatMessage({ id: 'staff.enrol.recoveryIntro' })}</p>
        <ul className={styles.codes} data-testid="staff-recovery-codes">
          {done.recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </ul>
        <StaffButton variant="primary" autoFocus onPress={() => signedIn(done.session, next)}>
          {intl.formatMessage({ id: 'staff.enrol.continue' })}
        </StaffButton>
      </>
    );
  }

  return (
    <Form
      className={styles.field}
      style={{ gap: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const input = staffTotpConfirmSchema.safeParse({ enrolmentToken, code });
        if (!input.success) {
          setCodeError(text.field(input.error.issues[0]?.message));
          return;
        }
        setPending(true);
        setFailure(undefined);
        staffConfirmEnrolment(enrolmentToken, input.data.code)
          .then(setDone, (error: unknown) => setFailure(text.failure(error)))
          .finally(() => setPending(false));
      }}
    >
      <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'staff.enrol.intro' })}</p>
      {failure ? <StaffAlert>{failure}</StaffAlert> : null}
      {secret ? (
        <>
          <QrCode
            payload={secret.otpauthUri}
            label={intl.formatMessage({ id: 'staff.enrol.qr' })}
            className={styles.qr}
          />
          <div className={styles.field}>
            <span className={styles.label}>{intl.formatMessage({ id: 'staff.enrol.secret' })}</span>
            <code className={styles.secret} data-testid="staff-totp-secret">
              {secret.secret}
            </code>
          </div>
        </>
      ) : null}
      <StaffTextField
        label={intl.formatMessage({ id: 'staff.login.code' })}
        name="code"
        value={code}
        onChange={(value) => {
          setCode(value);
          setCodeError(undefined);
        }}
        error={codeError}
        inputMode="numeric"
        autoComplete="one-time-code"
        isRequired
        data-testid="staff-enrol-code"
      />
      <StaffButton type="submit" variant="primary" isDisabled={!secret || pending}>
        {intl.formatMessage({ id: 'staff.enrol.submit' })}
      </StaffButton>
    </Form>
  );
}
