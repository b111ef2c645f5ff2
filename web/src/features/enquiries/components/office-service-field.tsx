import { officeServices } from '@stayvn/shared';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import fieldStyles from '@/components/ui/field.module.css';
import type { MessageId } from '@/i18n';
import type { EnquiryFormState } from '../hooks/use-enquiry-form';
import type { EnquiryValues } from '../utils/enquiry-defaults';
import styles from './enquiry-form.module.css';

const serviceMessage = {
  private_room: 'enquiry.service.private_room',
  workspace: 'enquiry.service.workspace',
  virtual_office: 'enquiry.service.virtual_office',
  meeting_room: 'enquiry.service.meeting_room',
} as const satisfies Record<(typeof officeServices)[number], MessageId>;

/** The office service a quote is for (private room, workspace, virtual office, meeting room). */
export function OfficeServiceField({ enquiry }: { enquiry: EnquiryFormState }) {
  const intl = useIntl();
  const { form, fieldError } = enquiry;
  return (
    <RadioGroup
      className={styles.services}
      value={form.values.officeService}
      onChange={(value) => {
        form.setValue('officeService', value as EnquiryValues['officeService']);
        form.touch('officeService');
      }}
      isRequired
      isInvalid={form.errors.officeService !== undefined}
      validationBehavior="aria"
      data-testid="enquiry-service"
    >
      <Label className={fieldStyles.label}>{intl.formatMessage({ id: 'enquiry.service' })}</Label>
      <div className={styles.serviceOptions}>
        {officeServices.map((service) => (
          <Radio
            key={service}
            value={service}
            className={styles.service}
            data-testid={`enquiry-service-${service}`}
          >
            <span className={styles.radioDot} aria-hidden="true" />
            {intl.formatMessage({ id: serviceMessage[service] })}
          </Radio>
        ))}
      </div>
      <FieldError className={fieldStyles.error}>{fieldError(form.errors.officeService)}</FieldError>
    </RadioGroup>
  );
}
