import { enquiryLimits, type EnquiryKind } from '@stayvn/shared';
import { FieldError, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import fieldStyles from '@/components/ui/field.module.css';
import type { EnquiryFormState } from '../hooks/use-enquiry-form';
import styles from './enquiry-form.module.css';

/** The message (what the quote should cover, for an office quote), required by some kinds. */
export function EnquiryMessageField({ kind, enquiry }: { kind: EnquiryKind; enquiry: EnquiryFormState }) {
  const intl = useIntl();
  const { form, shown, fieldError } = enquiry;
  return (
    <AriaTextField
      className={fieldStyles.field}
      name="message"
      value={form.values.message}
      onChange={enquiry.setMessage}
      onBlur={() => form.touch('message')}
      isRequired={shown.messageRequired}
      isInvalid={form.errors.message !== undefined}
      validationBehavior="aria"
      maxLength={enquiryLimits.message}
    >
      <Label className={fieldStyles.label}>
        {intl.formatMessage({ id: kind === 'office_quote' ? 'enquiry.quoteMessage' : 'enquiry.message' })}
        {shown.messageRequired ? null : (
          <span className={fieldStyles.optional}> ({intl.formatMessage({ id: 'enquiry.optional' })})</span>
        )}
      </Label>
      <TextArea
        className={`${fieldStyles.input} ${styles.textarea}`}
        rows={4}
        data-testid="enquiry-message"
      />
      <FieldError className={fieldStyles.error}>{fieldError(form.errors.message)}</FieldError>
    </AriaTextField>
  );
}
