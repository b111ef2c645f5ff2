import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import styles from './field.module.css';

type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The translated error; its presence marks the field invalid and describes the input. */
  error?: string;
  description?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  maxLength?: number;
  isRequired?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  optionalLabel?: string;
  /** A text area of a few lines instead of a one-line input. */
  multiline?: boolean;
  'data-testid'?: string;
};

/**
 * A labelled input whose error shows below it. react-aria ties the label, the description and
 * the error to the input (aria-describedby, aria-invalid); validation is ours (the shared zod
 * schemas), so the browser's own validation bubbles are off.
 */
export function TextField({
  label,
  error,
  description,
  optionalLabel,
  onBlur,
  autoFocus,
  multiline = false,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={styles.field}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      onBlur={onBlur}
      autoFocus={autoFocus}
    >
      <Label className={styles.label}>
        {label}
        {optionalLabel ? <span className={styles.optional}> ({optionalLabel})</span> : null}
      </Label>
      {multiline ? (
        <TextArea className={`${styles.input} ${styles.textarea}`} rows={4} />
      ) : (
        <Input className={styles.input} />
      )}
      {/* The error replaces the hint: both would say the same thing twice. */}
      {description && error === undefined ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </AriaTextField>
  );
}
