import { captchaErrorCode, captchaRequiredCode, limits, loginSchema, type Language } from '@stayvn/shared';
import { lazy, Suspense, useState } from 'react';
import { Form, Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { useLogin } from '../api/auth-api';
import type { AuthDialogView } from '@/lib/session/atoms';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { isHttpError } from '@/lib/http-error';
import { SocialButtons } from './social-buttons';
import styles from './auth-form.module.css';
import { EmailField } from './email-field';

// The widget's code is only fetched when the service asks for it: most logins never see it.
const CaptchaField = lazy(() =>
  import('@/components/captcha/captcha-field').then((module) => ({ default: module.CaptchaField })),
);

export function LoginForm({
  language,
  onSwitch,
  onDone,
}: {
  language: Language;
  onSwitch: (view: AuthDialogView) => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const text = useKeyText();
  const form = useSchemaForm(loginSchema, { email: '', password: '', rememberMe: false });
  const login = useLogin();
  const [failure, setFailure] = useState<string>();
  // After several wrong passwords for an e-mail the service asks for a solved captcha
  // (`captcha_required`); from then on this form shows the widget and sends its payload.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState<string>();
  const [captchaRound, setCaptchaRound] = useState(0);

  return (
    <Form
      className={styles.form}
      data-testid="login-form"
      onSubmit={(event) => {
        event.preventDefault();
        // The button stays focusable while pending (focus is kept); Enter must not resend.
        if (login.isPending || (captchaAsked && !captcha)) return;
        const input = loginSchema.safeParse({ ...form.values, captcha });
        if (!input.success) return;
        setFailure(undefined);
        login.mutate(input.data, {
          onSuccess: onDone,
          onError: (error) => {
            const code = isHttpError(error) ? error.code : undefined;
            // A solution is accepted once: whatever the answer, the next try solves a new one.
            if (captcha) setCaptchaRound((round) => round + 1);
            if (code === captchaRequiredCode || code === captchaErrorCode) {
              setCaptchaAsked(true);
              setFailure(text.field(code));
              return;
            }
            if (isHttpError(error) && error.details.length > 0) form.setServerErrors(error.details);
            // A 400 or 500 both read as the spec's single "login failed" message.
            setFailure(
              isHttpError(error) && (error.status === 400 || error.status >= 500)
                ? intl.formatMessage({ id: 'login.failed' })
                : text.failure(error),
            );
          },
        });
      }}
    >
      <div className={styles.head}>
        <Heading slot="title" className={styles.title}>
          {intl.formatMessage({ id: 'login.title' })}
        </Heading>
        <p className={styles.subtitle}>{intl.formatMessage({ id: 'login.subtitle' })}</p>
      </div>
      <SocialButtons language={language} />
      <div className={styles.divider}>{intl.formatMessage({ id: 'form.or' })}</div>
      {failure ? (
        <Alert tone="error" data-testid="login-error">
          {failure}
        </Alert>
      ) : null}
      <EmailField
        {...form.field('email')}
        onChange={(value) => {
          setFailure(undefined);
          form.setValue('email', value);
        }}
        error={text.field(form.errors.email)}
      />
      <TextField
        {...form.field('password')}
        label={intl.formatMessage({ id: 'login.password' })}
        type="password"
        autoComplete="current-password"
        maxLength={limits.loginPassword}
        isRequired
        onChange={(value) => {
          setFailure(undefined);
          form.setValue('password', value);
        }}
        error={text.field(form.errors.password)}
      />
      {captchaAsked ? (
        <Suspense fallback={null}>
          <CaptchaField language={language} onChange={setCaptcha} resetKey={captchaRound} />
        </Suspense>
      ) : null}
      <div className={styles.row}>
        <Checkbox
          name="rememberMe"
          isSelected={form.values.rememberMe}
          onChange={(selected) => form.setValue('rememberMe', selected)}
        >
          {intl.formatMessage({ id: 'login.rememberMe' })}
        </Checkbox>
        <Button variant="link" onPress={() => onSwitch('forgot-password')}>
          {intl.formatMessage({ id: 'login.forgot' })}
        </Button>
      </div>
      <Button
        type="submit"
        block
        isDisabled={!form.canSubmit || (captchaAsked && !captcha)}
        isPending={login.isPending}
      >
        {intl.formatMessage({ id: login.isPending ? 'form.sending' : 'login.submit' })}
      </Button>
      <p className={styles.footer}>
        <span>{intl.formatMessage({ id: 'login.noAccount' })}</span>
        <Button variant="link" onPress={() => onSwitch('sign-up')}>
          {intl.formatMessage({ id: 'login.toSignUp' })}
        </Button>
      </p>
    </Form>
  );
}
