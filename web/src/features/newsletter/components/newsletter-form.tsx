import type { Language } from '@stayvn/shared';
import { useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MailIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import type { MessageId } from '@/i18n';
import { useSubscribeToNewsletter } from '../api/subscribe';
import {
  newsletterEmailError,
  outcomeOfError,
  outcomeOfResult,
  type NewsletterOutcome,
} from '../utils/newsletter-state';
import styles from './newsletter-form.module.css';

/**
 * The footer's newsletter box (spec §2.8): the address is checked with the shared rule before
 * it is sent; the answer comes back as a toast (subscribed, already subscribed, failed) or as
 * the field's error.
 */
export function NewsletterForm({ language }: { language: Language }) {
  const intl = useIntl();
  const toast = useToast();
  const subscribe = useSubscribeToNewsletter();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<MessageId | undefined>();
  // Errors show from the first submit on, then follow every keystroke until they are fixed.
  const [submitted, setSubmitted] = useState(false);

  const report = (outcome: NewsletterOutcome) => {
    if (outcome.kind === 'field') {
      setError(outcome.field);
      return;
    }
    const title = intl.formatMessage({ id: outcome.toast });
    const testId = 'newsletter-toast';
    if (outcome.kind === 'subscribed') {
      toast.success(title, { testId });
      setEmail('');
      setSubmitted(false);
    } else if (outcome.kind === 'already') toast.info(title, { testId });
    else toast.error(title, { testId });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = newsletterEmailError(email);
    setError(problem);
    if (problem || subscribe.isPending) return;
    subscribe.mutate(
      { email: email.trim(), language },
      {
        onSuccess: (result) => report(outcomeOfResult(result)),
        onError: (failure) => report(outcomeOfError(failure)),
      },
    );
  };

  return (
    <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria" data-testid="newsletter-form">
      <TextField
        className={styles.field}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (submitted) setError(newsletterEmailError(value));
        }}
        isInvalid={error !== undefined}
        isRequired
      >
        <Label className={styles.label}>{intl.formatMessage({ id: 'footer.newsletter.label' })}</Label>
        <div className={styles.row}>
          <span className={styles.inputWrap}>
            <MailIcon size={18} className={styles.icon} />
            <Input
              className={styles.input}
              placeholder={intl.formatMessage({ id: 'footer.newsletter.placeholder' })}
              data-testid="newsletter-email"
            />
          </span>
          <Button
            type="submit"
            className={styles.submit}
            isPending={subscribe.isPending}
            data-testid="newsletter-submit"
          >
            {intl.formatMessage({ id: subscribe.isPending ? 'form.sending' : 'footer.newsletter.submit' })}
          </Button>
        </div>
        <FieldError className={styles.error} data-testid="newsletter-error">
          {error ? intl.formatMessage({ id: error }) : null}
        </FieldError>
      </TextField>
    </Form>
  );
}
