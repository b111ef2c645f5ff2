import type { Language } from '@stayvn/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MailIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/announce';
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
 * the field's error. A plain form (react-aria is not in the first download): the field is
 * marked invalid and described by its error, which is announced when it appears.
 */
export function NewsletterForm({ language }: { language: Language }) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = useId();
  const subscribe = useSubscribeToNewsletter();
  const [email, setEmail] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // An address typed into the prerendered HTML before the script took the form over is the
  // form's value from then on (nothing replays the typing).
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setEmail(typed);
  }, []);
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
    // The field as the visitor sees it (the same as `email` once the form is the script's).
    const value = inputRef.current?.value ?? email;
    if (value !== email) setEmail(value);
    const problem = newsletterEmailError(value);
    setError(problem);
    if (problem || subscribe.isPending) return;
    subscribe.mutate(
      { email: value.trim(), language },
      {
        onSuccess: (result) => report(outcomeOfResult(result)),
        onError: (failure) => report(outcomeOfError(failure)),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="newsletter-form">
      <div className={styles.field}>
        <label className={styles.label} htmlFor={inputId}>
          {intl.formatMessage({ id: 'footer.newsletter.label' })}
        </label>
        <div className={styles.row}>
          <span className={styles.inputWrap}>
            <MailIcon size={18} className={styles.icon} />
            <input
              ref={inputRef}
              id={inputId}
              className={styles.input}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (submitted) setError(newsletterEmailError(event.target.value));
              }}
              aria-invalid={error !== undefined || undefined}
              aria-describedby={error ? errorId : undefined}
              placeholder={intl.formatMessage({ id: 'footer.newsletter.placeholder' })}
              data-testid="newsletter-email"
            />
          </span>
          <button
            type="submit"
            className={styles.submit}
            aria-disabled={subscribe.isPending || undefined}
            data-pending={subscribe.isPending || undefined}
            data-testid="newsletter-submit"
          >
            {intl.formatMessage({ id: subscribe.isPending ? 'form.sending' : 'footer.newsletter.submit' })}
          </button>
        </div>
        {error ? (
          <p id={errorId} className={styles.error} role="alert" data-testid="newsletter-error">
            {intl.formatMessage({ id: error })}
          </p>
        ) : null}
      </div>
    </form>
  );
}
