import { keepPhoneCharacters, limits, type Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { useKeyText } from '@/lib/forms/use-key-text';
import type { useSchemaForm } from '@/lib/forms/use-schema-form';
import styles from './forms.module.css';

type SchemaForm<V extends Record<string, unknown>> = ReturnType<typeof useSchemaForm<V>>;

/**
 * Props of a text field bound to one value of the form: typing clears the banner of a failed
 * send, a phone keeps only what a phone number has, the error is translated.
 */
export function textBinder<V extends Record<string, unknown>>(
  form: SchemaForm<V>,
  text: ReturnType<typeof useKeyText>,
  onEdit: () => void,
  prefix: string,
) {
  return (name: keyof V & string, { phone = false }: { phone?: boolean } = {}) => ({
    ...form.field(name),
    onChange: (value: string) => {
      onEdit();
      form.setValue(name, (phone ? keepPhoneCharacters(value) : value) as V[typeof name]);
    },
    error: text.field(form.errors[name]),
    'data-testid': `${prefix}-${name}`,
  });
}

/** The banner of a send that failed for no field's reason. */
export function FormFailure({ failure, testId }: { failure?: string; testId: string }) {
  return failure ? (
    <Alert tone="error" data-testid={testId}>
      {failure}
    </Alert>
  ) : null;
}

/** The end of a public form: the captcha when it has one, then send. */
export function FormEnd({
  language,
  captcha,
  canSend,
  isPending,
  sendLabel,
  sendingLabel,
  testId,
  children,
}: {
  language: Language;
  captcha?: {
    resetKey: number;
    error?: string;
    onChange: (payload: string | undefined) => void;
  };
  canSend: boolean;
  isPending: boolean;
  sendLabel: string;
  sendingLabel: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <>
      {captcha ? <CaptchaField language={language} {...captcha} /> : null}
      {children}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={!canSend} isPending={isPending} data-testid={testId}>
          {isPending ? sendingLabel : sendLabel}
        </Button>
      </div>
    </>
  );
}

/** A text field's props from `textBinder`. */
type BoundText = ReturnType<ReturnType<typeof textBinder>>;

/** The sender's full name, required. */
export function NameField({ label, maxLength, ...bound }: BoundText & { label: string; maxLength: number }) {
  return <TextField {...bound} label={label} autoComplete="name" maxLength={maxLength} isRequired />;
}

/** The sender's phone number (7 to 15 characters), required. */
export function PhoneField({ label, ...bound }: BoundText & { label: string }) {
  return (
    <TextField
      {...bound}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={limits.phoneMax}
      isRequired
    />
  );
}

/** The sender's e-mail address, required. */
export function EmailField({
  label,
  maxLength = limits.email,
  ...bound
}: BoundText & { label: string; maxLength?: number }) {
  return (
    <TextField
      {...bound}
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={maxLength}
      isRequired
    />
  );
}
