import { limits } from '@stayvn/shared';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@/components/ui/text-field';

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength'
>;

/** The e-mail box that opens the login, sign-up and forgot-password forms. */
export function EmailField(props: EmailFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'login.email' })}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={limits.email}
      isRequired
      autoFocus
      {...props}
    />
  );
}
