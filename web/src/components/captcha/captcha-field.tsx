import type { Language } from '@stayvn/shared';
import type {} from 'altcha/types/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { config } from '@/config';
import { altchaLanguage, loadAltcha } from './altcha-loader';
import styles from './captcha-field.module.css';

type AltchaState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';
type StateChange = CustomEvent<{ state: AltchaState; payload?: string }>;

/**
 * The self-hosted proof-of-work check (ALTCHA) every public form carries (and the login form
 * once the service asks for it). The widget fetches a
 * challenge from the booking service and solves it when the visitor ticks its box (keyboard and
 * screen readers use it as a checkbox, with its texts in the page's language). `onChange` gets
 * the payload once solved, and undefined again when it expires or fails, so the form's send
 * stays disabled without a valid one (spec §4). A new `resetKey` starts it over (after a send).
 */
export function CaptchaField({
  language,
  onChange,
  resetKey,
  error,
}: {
  language: Language;
  onChange: (payload: string | undefined) => void;
  resetKey: number;
  /** The translated error (a refused payload): shown under the widget. */
  error?: string;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLElement & { reset?: () => void }>(null);
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<AltchaState>('unverified');
  const labelId = useId();
  const errorId = useId();
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    let live = true;
    void loadAltcha(language).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    const element = ref.current;
    if (!ready || !element) return;
    const onState = (event: Event) => {
      const { state: next, payload } = (event as StateChange).detail;
      setState(next);
      changed.current(next === 'verified' && payload ? payload : undefined);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [ready]);

  // A payload is accepted once: after a send (or a refusal) the visitor solves a new challenge.
  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (resetKey === firstReset.current) return;
    ref.current?.reset?.();
    changed.current(undefined);
  }, [resetKey]);

  return (
    <div
      className={styles.captcha}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      data-testid="captcha"
      data-ready={ready || undefined}
      data-state={state}
    >
      <span id={labelId} className={styles.label}>
        {intl.formatMessage({ id: 'captcha.label' })}
      </span>
      {ready ? (
        <altcha-widget
          ref={ref}
          challenge={`${config.apiUrl}/v1/captcha/challenge`}
          language={altchaLanguage[language]}
          name="captcha"
          configuration={JSON.stringify({ hideFooter: true })}
          style={{ '--altcha-max-width': '100%' }}
        />
      ) : (
        <p className={styles.loading}>{intl.formatMessage({ id: 'captcha.loading' })}</p>
      )}
      {error ? (
        <p id={errorId} className={styles.error} role="alert" data-testid="captcha-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
