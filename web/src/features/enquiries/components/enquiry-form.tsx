import type { EnquiryKind, Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useEnquiryForm } from '../hooks/use-enquiry-form';
import { EnquiryContactFields } from './enquiry-contact-fields';
import { EnquiryMessageField } from './enquiry-message-field';
import { OfficeServiceField } from './office-service-field';
import styles from './enquiry-form.module.css';

export type EnquiryFormProps = {
  kind: EnquiryKind;
  language: Language;
  /** The properties asked about (none on the contact-us page and the quote). */
  propertyIds?: string[];
  /** Their names as the visitor sees them, shown above the fields (read-only). */
  propertyNames?: string[];
  /** After the enquiry was stored; the form has started again by then. */
  onSent?: () => void;
  /** Buttons beside send (a dialog's cancel). */
  secondaryAction?: ReactNode;
  'data-testid'?: string;
};

/**
 * One form for the spec's four enquiries (§3, §5): fields checked with the kind's shared schema,
 * errors shown once a field is left and gone as soon as it is right; send disabled until the
 * schema passes and the captcha is solved, and again when the captcha expires. After a send the
 * form starts again from the signed-in visitor's details with today's dates, and a toast says so
 * for 5 s. A refused send keeps everything typed and shows why.
 */
export function EnquiryForm({
  kind,
  language,
  propertyIds = [],
  propertyNames = [],
  onSent,
  secondaryAction,
  'data-testid': testId = 'enquiry-form',
}: EnquiryFormProps) {
  const intl = useIntl();
  const enquiry = useEnquiryForm({ kind, language, propertyIds, onSent });

  return (
    <Form
      className={styles.form}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        enquiry.submit();
      }}
    >
      {propertyNames.length > 0 ? (
        <div className={styles.about} data-testid="enquiry-properties">
          <span className={styles.aboutLabel}>{intl.formatMessage({ id: 'enquiry.about' })}</span>
          <ul className={styles.aboutList}>
            {propertyNames.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {enquiry.failure ? (
        <Alert tone="error" data-testid="enquiry-error">
          {enquiry.failure}
        </Alert>
      ) : null}
      <EnquiryContactFields enquiry={enquiry} />
      {enquiry.shown.officeService ? <OfficeServiceField enquiry={enquiry} /> : null}
      <EnquiryMessageField kind={kind} enquiry={enquiry} />
      <CaptchaField
        language={language}
        resetKey={enquiry.captcha.round}
        onChange={enquiry.captcha.onChange}
        error={enquiry.captcha.error}
      />
      <div className={styles.actions}>
        {secondaryAction}
        <Button
          type="submit"
          isDisabled={!enquiry.form.canSubmit || !enquiry.captcha.payload}
          isPending={enquiry.isSending}
          data-testid="enquiry-submit"
        >
          {intl.formatMessage({ id: enquiry.isSending ? 'form.sending' : 'enquiry.send' })}
        </Button>
      </div>
    </Form>
  );
}
