import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import styles from './search-form.module.css';

/** Adults, children, rooms: whole numbers 0–max with steppers; typing a negative is ignored. */
export function CountField({
  label,
  value,
  onChange,
  max,
  decrementLabel,
  incrementLabel,
  'data-testid': testId,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  max: number;
  decrementLabel: string;
  incrementLabel: string;
  'data-testid'?: string;
}) {
  return (
    <NumberField
      className={styles.countField}
      minValue={0}
      maxValue={max}
      step={1}
      value={value}
      onChange={(next) => onChange(Number.isFinite(next) ? Math.min(Math.max(Math.round(next), 0), max) : 0)}
      formatOptions={{ maximumFractionDigits: 0 }}
      data-testid={testId}
    >
      <Label className={styles.fieldLabel}>{label}</Label>
      <Group className={styles.countGroup}>
        <Button slot="decrement" className={styles.stepper} aria-label={decrementLabel}>
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
