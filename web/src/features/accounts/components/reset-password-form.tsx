import { limits, resetPasswordSchema } from '@stayvn/shared';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { KeyIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { isHttpError } from '@/lib/http-error';
import { useResetPassword } from '../api/auth-api';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import styles from './auth-form.module.css';
import pageStyles from './account-page.module.css';

export function ResetPasswordForm({
  verifyKey,
  email,
  onReset,
  onExpired,
}: {
  verifyKey: string;
  email: string;
  onReset: () => void;
  onExpired: () => void;
}) {
  const intl = useIntl();
  const text = useKeyText();
  const form = useSchemaForm(resetPasswordSchema, { verifyKey, password: '', confirmPassword: '' });
  const [failure, setFailure] = useState<string>();
  const reset = useResetPassword();

  return (
    <Form
      className={`${pageStyles.card} ${styles.form}`}
      data-testid="reset-password-form"
      onSubmit={(event) => {
        event.preventDefault();
        // The button stays focusable while pending (focus is kept); Enter must not resend.
        if (reset.isPending) return;
        const input = resetPasswordSchema.safeParse(form.values);
        if (!input.success) return;
        setFailure(undefined);
        reset.mutate(input.data, {
          onSuccess: onReset,
          onError: (error) => {
            if (isHttpError(error) && error.code === 'link_expired') return onExpired();
            if (isHttpError(error) && error.code !== 'msg_password_similar' && error.details.length > 0) {
              form.setServerErrors(error.details);
            } else setFailure(text.failure(error));
          },
        });
      }}
    >
      <div className={styles.head}>
        <span className={styles.icon}>
          <KeyIcon size={22} />
        </span>
        <h1 className={pageStyles.title}>{intl.formatMessage({ id: 'resetPassword.title' })}</h1>
        <p className={styles.subtitle}>
          <FormattedMessage id="resetPassword.subtitle" values={{ email: <strong>{email}</strong> }} />
        </p>
      </div>
      {failure ? (
        <Alert tone="error" data-testid="reset-password-error">
          {failure}
        </Alert>
      ) : null}
      <TextField
        {...form.field('password')}
        label={intl.formatMessage({ id: 'resetPassword.password' })}
        type="password"
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        isRequired
        autoFocus
        description={intl.formatMessage({ id: 'signUp.passwordHint' })}
        onChange={(value) => {
          setFailure(undefined);
          form.setValue('password', value);
        }}
        error={text.field(form.errors.password)}
      />
      <TextField
        {...form.field('confirmPassword')}
        label={intl.formatMessage({ id: 'resetPassword.confirmPassword' })}
        type="password"
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        isRequired
        error={text.field(form.errors.confirmPassword)}
      />
      <Button type="submit" block isDisabled={!form.canSubmit} isPending={reset.isPending}>
        {intl.formatMessage({ id: reset.isPending ? 'form.sending' : 'resetPassword.submit' })}
      </Button>
    </Form>
  );
}
