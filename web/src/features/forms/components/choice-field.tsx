import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ChevronDownIcon } from '@/components/ui/icons';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './forms.module.css';

export type Choice<K extends string> = { id: K; label: string };

/**
 * A labelled pick from a fixed list, its error below it: a native `<select>`, so it can be
 * chosen (and is sent under `name`) before the page's scripts run.
 */
export function ChoiceField<K extends string>({
  label,
  name,
  choices,
  value,
  onChange,
  error,
  isRequired = false,
  'data-testid': testId,
}: {
  label: string;
  name: string;
  choices: readonly Choice<K>[];
  value: K | '';
  onChange: (value: K) => void;
  error?: string;
  isRequired?: boolean;
  'data-testid'?: string;
}) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field} data-testid={testId}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.selectBox}>
        <select
          id={id}
          name={name}
          className={`${fieldStyles.input} ${styles.select}`}
          value={value}
          onChange={(event) => {
            const choice = choices.find((item) => item.id === event.currentTarget.value);
            if (choice) onChange(choice.id);
          }}
          // The form says what is missing itself (under the field), not the browser's bubble.
          aria-required={isRequired || undefined}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          data-placeholder={value === '' ? '' : undefined}
        >
          {value === '' ? (
            <option value="" disabled>
              {intl.formatMessage({ id: 'forms.choose' })}
            </option>
          ) : null}
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={16} className={styles.selectChevron} aria-hidden="true" />
      </div>
      {error !== undefined ? (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
