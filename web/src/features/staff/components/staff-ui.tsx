import { useId, type ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Input,
  Label,
  SearchField,
  Text,
  TextArea,
  TextField,
  type ButtonProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import styles from './staff.module.css';

export { styles };

type Variant = 'default' | 'primary' | 'danger' | 'quiet';

export function StaffButton({
  variant = 'default',
  ...props
}: Omit<ButtonProps, 'className'> & { variant?: Variant }) {
  const tone = variant === 'default' ? '' : ` ${styles[variant]}`;
  return <AriaButton {...props} className={`${styles.button}${tone}`} />;
}

export function StaffTextField({
  label,
  error,
  hint,
  multiline,
  ...props
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  isRequired?: boolean;
  autoFocus?: boolean;
  multiline?: boolean;
  'data-testid'?: string;
}) {
  return (
    <TextField {...props} className={styles.field} isInvalid={error !== undefined} validationBehavior="aria">
      <Label className={styles.label}>{label}</Label>
      {multiline ? <TextArea className={styles.input} rows={4} /> : <Input className={styles.input} />}
      {hint && error === undefined ? (
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{error}</FieldError>
    </TextField>
  );
}

export type Option<K extends string> = { id: K; label: string };

/** A native `<select>`: it can be chosen before the console's scripts run. */
export function StaffSelect<K extends string>({
  label,
  options,
  value,
  onChange,
  hideLabel = false,
  'data-testid': testId,
}: {
  label: string;
  hideLabel?: boolean;
  options: Option<K>[];
  value: K;
  onChange: (value: K) => void;
  'data-testid'?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field} data-testid={testId}>
      <label htmlFor={id} className={hideLabel ? styles.srOnly : styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const option = options.find((item) => item.id === event.currentTarget.value);
          if (option) onChange(option.id);
        }}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What a queue's search looks through, when it is not the usual name, e-mail, phone and number. */
export type SearchHint = 'reviews' | 'payments';

export function StaffSearch({
  value,
  onChange,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  hint?: SearchHint | undefined;
}) {
  const intl = useIntl();
  return (
    <SearchField className={`${styles.field} ${styles.search}`} value={value} onChange={onChange}>
      <Label className={styles.label}>{intl.formatMessage({ id: 'staff.queue.search' })}</Label>
      <Input
        className={styles.input}
        placeholder={intl.formatMessage({
          id: hint ? (`staff.queue.searchHint.${hint}` as const) : 'staff.queue.searchHint',
        })}
        data-testid="staff-search"
      />
    </SearchField>
  );
}

export type Tone = 'new' | 'good' | 'bad' | 'busy' | 'plain';

export function StatusPill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={styles.status} data-tone={tone}>
      {children}
    </span>
  );
}

export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StaffAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <div
      className={tone === 'error' ? styles.alert : styles.notice}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
