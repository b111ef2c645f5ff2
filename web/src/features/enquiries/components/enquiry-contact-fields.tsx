import { limits } from '@stayvn/shared';
import { FieldError, Input, Label, TextField as AriaTextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import fieldStyles from '@/components/ui/field.module.css';
import { TextField } from '@/components/ui/text-field';
import type { EnquiryFormState } from '../hooks/use-enquiry-form';
import styles from './enquiry-form.module.css';

/** Who asks (name, email, phone, company) and, for the kinds that have them, the visit dates. */
export function EnquiryContactFields({ enquiry }: { enquiry: EnquiryFormState }) {
  const intl = useIntl();
  const { form, bind, today, fieldError } = enquiry;
  return (
    <div className={styles.pair}>
      <TextField
        {...bind('fullName')}
        label={intl.formatMessage({ id: 'enquiry.fullName' })}
        autoComplete="name"
        maxLength={limits.contactFullName}
        isRequired
      />
      <TextField
        {...bind('email')}
        label={intl.formatMessage({ id: 'enquiry.email' })}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={limits.email}
        isRequired
      />
      <TextField
        {...bind('phoneNumber')}
        label={intl.formatMessage({ id: 'enquiry.phone' })}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={limits.phoneMax}
        isRequired
      />
      <TextField
        {...bind('companyName')}
        label={intl.formatMessage({ id: 'enquiry.company' })}
        optionalLabel={intl.formatMessage({ id: 'enquiry.optional' })}
        autoComplete="organization"
        maxLength={limits.companyName}
      />
      {enquiry.shown.dates ? (
        <>
          <DateField
            name="moveInDate"
            label={intl.formatMessage({ id: 'enquiry.moveIn' })}
            value={form.values.moveInDate}
            min={today}
            onChange={(value) => form.setValue('moveInDate', value)}
            onBlur={() => form.touch('moveInDate')}
            error={fieldError(form.errors.moveInDate)}
          />
          <DateField
            name="tourInspectionDate"
            label={intl.formatMessage({ id: 'enquiry.tour' })}
            value={form.values.tourInspectionDate}
            min={today}
            onChange={(value) => form.setValue('tourInspectionDate', value)}
            onBlur={() => form.touch('tourInspectionDate')}
            error={fieldError(form.errors.tourInspectionDate)}
          />
        </>
      ) : null}
    </div>
  );
}

/** A date with a minimum (spec §5: the visit dates are not before today). */
function DateField({
  name,
  label,
  value,
  min,
  onChange,
  onBlur,
  error,
}: {
  name: string;
  label: string;
  value: string;
  min: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  return (
    <AriaTextField
      className={fieldStyles.field}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={error !== undefined}
      validationBehavior="aria"
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Input type="date" min={min} className={fieldStyles.input} data-testid={`enquiry-${name}`} />
      <FieldError className={fieldStyles.error}>{error}</FieldError>
    </AriaTextField>
  );
}
