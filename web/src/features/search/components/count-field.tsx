import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { nextCount } from '../utils/search-form-rules';
import styles from './search-form.module.css';

/**
 * Adults, children, rooms: whole numbers 0–max with steppers; typing a negative is ignored.
 * No `minValue`: with one, react-aria refuses the typed minus sign and keeps the digits, so
 * "-1" became 1; without, "-1" arrives whole and `nextCount` keeps the value it had.
 */
export function CountField({
  label,
  value,
  onChange,
  max,
  decrementLabel,
  incrementLabel,
  name,
  'data-testid': testId,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  max: number;
  decrementLabel: string;
  incrementLabel: string;
  /** The URL parameter the plain form (before the scripts run) submits it as. */
  name?: string;
  'data-testid'?: string;
}) {
  return (
    <NumberField
      className={styles.countField}
      maxValue={max}
      step={1}
      value={value}
      onChange={(next) => onChange(nextCount(next, value, max))}
      formatOptions={{ maximumFractionDigits: 0 }}
      name={name}
      data-testid={testId}
    >
      <Label className={styles.fieldLabel}>{label}</Label>
      <Group className={styles.countGroup}>
        <Button
          slot="decrement"
          className={styles.stepper}
          aria-label={decrementLabel}
          isDisabled={value <= 0}
        >
          −
        </Button>
        <Input className={styles.countInput} />
        <Button slot="increment" className={styles.stepper} aria-label={incrementLabel}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}
