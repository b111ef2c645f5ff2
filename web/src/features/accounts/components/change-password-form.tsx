import { changePasswordSchema, limits } from '@stayvn/shared';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isHttpError } from '@/lib/http-error';
import { useChangePassword } from '../api/me-api';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import styles from './manage-account.module.css';

const empty = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const intl = useIntl();
  const text = useKeyText();
  const form = useSchemaForm(changePasswordSchema, empty);
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string }>();
  const field = <K extends keyof typeof empty>(name: K) => ({
    ...form.field(name),
    onChange: (value: string) => {
      setOutcome(undefined);
      form.setValue(name, value);
    },
    error: text.field(form.errors[name]),
    type: 'password' as const,
    maxLength: limits.passwordMax,
    isRequired: true,
  });

  return (
    <Form
      className={styles.form}
      data-testid="change-password-form"
      onSubmit={(event) => {
        event.preventDefault();
        // The button stays focusable while pending (focus is kept); Enter must not resend.
        if (change.isPending) return;
        const input = changePasswordSchema.safeParse(form.values);
        if (!input.success) return;
        change.mutate(input.data, {
          onSuccess: () => {
            form.reset(empty);
            setOutcome({ tone: 'success', message: intl.formatMessage({ id: 'changePassword.saved' }) });
          },
          onError: (error) => {
            if (!isHttpError(error)) return setOutcome({ tone: 'error', message: text.failure(error) });
            if (error.code === 'msg_current_password_incorrect') {
              form.setServerErrors([{ field: 'currentPassword', code: error.code, message: error.message }]);
            } else if (error.details.length > 0) form.setServerErrors(error.details);
            else setOutcome({ tone: 'error', message: text.failure(error) });
          },
        });
      }}
    >
      {outcome ? (
        <Alert tone={outcome.tone} data-testid="change-password-result">
          {outcome.message}
        </Alert>
      ) : null}
      <TextField
        {...field('currentPassword')}
        label={intl.formatMessage({ id: 'changePassword.current' })}
        autoComplete="current-password"
      />
      <TextField
        {...field('password')}
        label={intl.formatMessage({ id: 'changePassword.new' })}
        autoComplete="new-password"
        description={intl.formatMessage({ id: 'signUp.passwordHint' })}
      />
      <TextField
        {...field('confirmPassword')}
        label={intl.formatMessage({ id: 'changePassword.confirm' })}
        autoComplete="new-password"
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={!form.canSubmit} isPending={change.isPending}>
          {intl.formatMessage({ id: change.isPending ? 'form.sending' : 'changePassword.submit' })}
        </Button>
      </div>
    </Form>
  );
}
