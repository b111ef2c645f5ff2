import { forgotPasswordSchema, type Language } from '@stayvn/shared';
import { useState } from 'react';
import { Form, Heading } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { KeyIcon, MailIcon } from '@/components/ui/icons';
import { isHttpError } from '@/lib/http-error';
import { useRequestPasswordReset } from '../api/auth-api';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import styles from './auth-form.module.css';
import { EmailField } from './email-field';

/** Asks for a reset link; in the dialog and on /{lang}/forgot-password. */
export function ForgotPasswordForm({
  language,
  onBackToLogin,
  headingLevel = 2,
}: {
  language: Language;
  onBackToLogin: () => void;
  headingLevel?: 1 | 2;
}) {
  const intl = useIntl();
  const text = useKeyText();
  const form = useSchemaForm(forgotPasswordSchema, { email: '', language });
  const request = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<
    { kind: 'sent'; email: string } | { kind: 'failed'; message: string }
  >();

  const heading = (
    <Heading slot="title" level={headingLevel} className={styles.title}>
      {intl.formatMessage({ id: 'forgot.title' })}
    </Heading>
  );

  if (outcome?.kind === 'sent') {
    return (
      <div className={styles.form}>
        <div className={styles.head}>
          <span className={styles.icon}>
            <MailIcon size={22} />
          </span>
          {heading}
        </div>
        <Alert tone="success" data-testid="forgot-password-sent">
          <FormattedMessage id="forgot.sent" values={{ email: <strong>{outcome.email}</strong> }} />
        </Alert>
        <p className={styles.footer}>
          <Button variant="link" onPress={onBackToLogin}>
            {intl.formatMessage({ id: 'forgot.backToLogin' })}
          </Button>
        </p>
      </div>
    );
  }

  return (
    <Form
      className={styles.form}
      data-testid="forgot-password-form"
      onSubmit={(event) => {
        event.preventDefault();
        // The button stays focusable while pending (focus is kept); Enter must not resend.
        if (request.isPending) return;
        const input = forgotPasswordSchema.safeParse(form.values);
        if (!input.success) return;
        setOutcome(undefined);
        request.mutate(input.data, {
          onSuccess: ({ result }) =>
            setOutcome(
              result === 1
                ? { kind: 'sent', email: input.data.email }
                : { kind: 'failed', message: intl.formatMessage({ id: 'error.tryLater' }) },
            ),
          onError: (error) => {
            if (isHttpError(error) && error.details.length > 0) form.setServerErrors(error.details);
            else setOutcome({ kind: 'failed', message: text.failure(error) });
          },
        });
      }}
    >
      <div className={styles.head}>
        <span className={styles.icon}>
          <KeyIcon size={22} />
        </span>
        {heading}
        <p className={styles.subtitle}>{intl.formatMessage({ id: 'forgot.subtitle' })}</p>
      </div>
      {outcome?.kind === 'failed' ? (
        <Alert tone="error" data-testid="forgot-password-error">
          {outcome.message}
        </Alert>
      ) : null}
      <EmailField
        {...form.field('email')}
        onChange={(value) => {
          setOutcome(undefined);
          form.setValue('email', value);
        }}
        error={text.field(form.errors.email)}
      />
      <Button type="submit" block isDisabled={!form.canSubmit} isPending={request.isPending}>
        {intl.formatMessage({ id: request.isPending ? 'form.sending' : 'forgot.submit' })}
      </Button>
      <p className={styles.footer}>
        <Button variant="link" onPress={onBackToLogin}>
          {intl.formatMessage({ id: 'forgot.backToLogin' })}
        </Button>
      </p>
    </Form>
  );
}
