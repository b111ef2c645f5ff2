import { limits, signUpSchema } from '@stayvn/shared';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { isHttpError } from '@/lib/http-error';
import { useSignUp } from '../api/auth-api';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import styles from './auth-form.module.css';
import pageStyles from './account-page.module.css';

/** Step 2 of sign-up, opened from the e-mailed link; success signs the new user in. */
export function SignUpForm({
  verifyKey,
  email,
  onSignedUp,
  onExpired,
}: {
  verifyKey: string;
  email: string;
  onSignedUp: () => void;
  onExpired: () => void;
}) {
  const intl = useIntl();
  const text = useKeyText();
  const form = useSchemaForm(signUpSchema, {
    verifyKey,
    fullName: '',
    phoneNumber: '',
    companyName: '',
    password: '',
    confirmPassword: '',
  });
  const [rememberMe, setRememberMe] = useState(false);
  const [failure, setFailure] = useState<string>();
  const signUp = useSignUp();

  return (
    <Form
      className={`${pageStyles.card} ${styles.form}`}
      data-testid="sign-up-form"
      onSubmit={(event) => {
        event.preventDefault();
        // The button stays focusable while pending (focus is kept); Enter must not resend.
        if (signUp.isPending) return;
        const input = signUpSchema.safeParse(form.values);
        if (!input.success) return;
        setFailure(undefined);
        signUp.mutate(
          { ...input.data, rememberMe },
          {
            onSuccess: onSignedUp,
            onError: (error) => {
              if (isHttpError(error) && error.code === 'link_expired') return onExpired();
              if (isHttpError(error) && error.details.length > 0) form.setServerErrors(error.details);
              else setFailure(text.failure(error));
            },
          },
        );
      }}
    >
      <div className={styles.head}>
        <h1 className={pageStyles.title}>{intl.formatMessage({ id: 'signUp.title' })}</h1>
        <p className={styles.subtitle}>{intl.formatMessage({ id: 'signUp.subtitle' })}</p>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        name="email"
        label={intl.formatMessage({ id: 'signUp.email' })}
        value={email}
        onChange={() => undefined}
        type="email"
        autoComplete="username"
        isReadOnly
      />
      <TextField
        {...form.field('fullName')}
        label={intl.formatMessage({ id: 'signUp.fullName' })}
        autoComplete="name"
        maxLength={limits.signUpFullName}
        isRequired
        autoFocus
        error={text.field(form.errors.fullName)}
      />
      <TextField
        {...form.field('phoneNumber')}
        label={intl.formatMessage({ id: 'signUp.phone' })}
        optionalLabel={intl.formatMessage({ id: 'form.optional' })}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={limits.phoneMax}
        error={text.field(form.errors.phoneNumber)}
      />
      <TextField
        {...form.field('companyName')}
        label={intl.formatMessage({ id: 'signUp.company' })}
        optionalLabel={intl.formatMessage({ id: 'form.optional' })}
        autoComplete="organization"
        maxLength={limits.companyName}
        error={text.field(form.errors.companyName)}
      />
      <TextField
        {...form.field('password')}
        label={intl.formatMessage({ id: 'signUp.password' })}
        type="password"
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        isRequired
        description={intl.formatMessage({ id: 'signUp.passwordHint' })}
        error={text.field(form.errors.password)}
      />
      <TextField
        {...form.field('confirmPassword')}
        label={intl.formatMessage({ id: 'signUp.confirmPassword' })}
        type="password"
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        isRequired
        error={text.field(form.errors.confirmPassword)}
      />
      <Checkbox name="rememberMe" isSelected={rememberMe} onChange={setRememberMe}>
        {intl.formatMessage({ id: 'login.rememberMe' })}
      </Checkbox>
      <Button type="submit" block isDisabled={!form.canSubmit} isPending={signUp.isPending}>
        {intl.formatMessage({ id: signUp.isPending ? 'form.sending' : 'signUp.submit' })}
      </Button>
    </Form>
  );
}
