import type { Language } from '@stayvn/shared';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FormEnd, FormFailure } from './form-parts';
import { OwnerContactSection, OwnerPrivacyAgreement, OwnerPropertySection } from './owner-sections';
import { useOwnerForm } from './use-owner-form';
import styles from './forms.module.css';

/**
 * The owner's property submission (spec §3 Owner registration, §5 Owner form): contact details,
 * the property from the fixed lists, the lease price with thousands separators (sent as an
 * integer), up to 10 images, the captcha and the privacy agreement. After a send everything
 * starts again (images removed, a new captcha) and a toast says so; a refused send keeps it all.
 */
export function OwnerForm({ language }: { language: Language }) {
  const intl = useIntl();
  const owner = useOwnerForm(language);
  const { form, submission } = owner;
  return (
    <Form
      className={styles.form}
      data-testid="owner-form"
      onSubmit={(event) => {
        event.preventDefault();
        owner.submit();
      }}
    >
      <FormFailure failure={submission.failure} testId="owner-error" />
      <OwnerContactSection owner={owner} />
      <OwnerPropertySection owner={owner} />
      <FormEnd
        language={language}
        captcha={submission.captchaProps}
        canSend={form.canSubmit && submission.captcha !== undefined}
        isPending={submission.isPending}
        sendLabel={intl.formatMessage({ id: 'ownerForm.send' })}
        sendingLabel={intl.formatMessage({ id: 'form.sending' })}
        testId="owner-submit"
      >
        <OwnerPrivacyAgreement owner={owner} language={language} />
      </FormEnd>
    </Form>
  );
}
