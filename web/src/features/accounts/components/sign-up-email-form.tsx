import { signUpEmailSchema, type Language } from '@stayvn/shared';
import { useState } from 'react';
import { Form, Heading } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { isHttpError } from '@/lib/http-error';
import { useRequestSignUpEmail } from '../api/auth-api';
import type { AuthDialogView } from '@/lib/session/atoms';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { SocialButtons } from './social-buttons';
import styles from './auth-form.module.css';
import { EmailField } from './email-field';

/** Step 1 of sign-up: the address the verification link goes to. */
export function SignUpEmailForm({
  language,
  onSwitch,
}: {
  language: Language;
  onSwitch: (view: AuthDialogView) => void;
}) {
  const intl = useIntl();
  const text = useKeyText();
  const form = useSchemaForm(signUpEmailSchema, { email: '', language });
  const request = useRequestSignUpEmail();
  const [outcome, setOutcome] = useState<
    { kind: 'sent'; email: string } | { kind: 'used' } | { kind: 'failed'; message: string }
  >();

  if (outcome?.kind === 'sent') {
    return (
      <div className={styles.form}>
        <div className={styles.head}>
          <span className={styles.icon}>
            <MailIcon size={22} />
          </span>
          <Heading slot="title" className={styles.title}>
            {intl.formatMessage({ id: 'signUpEmail.title' })}
          </Heading>
        </div>
        <Alert tone="success" data-testid="sign-up-email-sent">
          <FormattedMessage id="signUpEmail.sent" values={{ email: <strong>{outcome.email}</strong> }} />
        </Alert>
      </div>
    );
  }

  return (
    <Form
      className={styles.form}
      data-testid="sign-up-email-form"
      onSubmit={(event) => {
        event.preventDefault();
        // The button stays focusable while pending (focus is kept); Enter must not resend.
        if (request.isPending) return;
        const input = signUpEmailSchema.safeParse(form.values);
        if (!input.success) return;
        setOutcome(undefined);
        request.mutate(input.data, {
          onSuccess: ({ result }) =>
            setOutcome(result === 1 ? { kind: 'used' } : { kind: 'sent', email: input.data.email }),
          onError: (error) => {
            if (isHttpError(error) && error.details.length > 0) form.setServerErrors(error.details);
            else setOutcome({ kind: 'failed', message: text.failure(error) });
          },
        });
      }}
    >
      <div className={styles.head}>
        <Heading slot="title" className={styles.title}>
          {intl.formatMessage({ id: 'signUpEmail.title' })}
        </Heading>
        <p className={styles.subtitle}>{intl.formatMessage({ id: 'signUpEmail.subtitle' })}</p>
      </div>
      <SocialButtons language={language} />
      <div className={styles.divider}>{intl.formatMessage({ id: 'form.or' })}</div>
      {outcome?.kind === 'used' ? (
        <Alert
          tone="info"
          data-testid="sign-up-email-used"
          action={
            <Button variant="link" onPress={() => onSwitch('login')}>
              {intl.formatMessage({ id: 'signUpEmail.toLogin' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'signUpEmail.used' })}
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' ? <Alert tone="error">{outcome.message}</Alert> : null}
      <EmailField
        {...form.field('email')}
        onChange={(value) => {
          setOutcome(undefined);
          form.setValue('email', value);
        }}
        error={text.field(form.errors.email)}
      />
      <Button type="submit" block isDisabled={!form.canSubmit} isPending={request.isPending}>
        {intl.formatMessage({ id: request.isPending ? 'form.sending' : 'signUpEmail.submit' })}
      </Button>
      <p className={styles.footer}>
        <span>{intl.formatMessage({ id: 'signUpEmail.haveAccount' })}</span>
        <Button variant="link" onPress={() => onSwitch('login')}>
          {intl.formatMessage({ id: 'signUpEmail.toLogin' })}
        </Button>
      </p>
    </Form>
  );
}
