import { formLimits, limits, type Language } from '@stayvn/shared';
import { useAtomValue, useStore } from 'jotai';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { toast } from '@/components/ui/announce';
import { TextField } from '@/components/ui/text-field';
import { authAtom } from '@/lib/session/atoms';
import type { MessageId } from '@/i18n';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { supportFormSchema } from '../api/schemas';
import { sendTenantSupport } from '../api/send-forms';
import { EmailField, FormEnd, FormFailure, NameField, PhoneField, textBinder } from './form-parts';
import { useFormSubmission } from './use-form-submission';
import styles from './forms.module.css';

type Profile = { fullName?: string | null; email?: string | null; phoneNumber?: string | null } | undefined;

type SupportValues = {
  fullName: string;
  residenceAddress: string;
  email: string;
  phoneNumber: string;
  message: string;
};

const supportDefaults = (profile: Profile): SupportValues => ({
  fullName: profile?.fullName ?? '',
  residenceAddress: '',
  email: profile?.email ?? '',
  phoneNumber: profile?.phoneNumber ?? '',
  message: '',
});

/** The customer-support form for existing tenants (spec §5: every field required). */
export function SupportForm({ language }: { language: Language }) {
  const intl = useIntl();
  const text = useKeyText();
  const store = useStore();
  const auth = useAtomValue(authAtom);
  const form = useSchemaForm<SupportValues>(supportFormSchema, supportDefaults(auth?.userInfo));
  const submission = useFormSubmission({ setServerErrors: form.setServerErrors });
  const bind = textBinder(form, text, submission.clearFailure, 'support');
  const label = (id: MessageId) => intl.formatMessage({ id });

  const submit = () => {
    const { captcha } = submission;
    if (!captcha || !supportFormSchema.safeParse(form.values).success) return;
    const body = { ...form.values, language, captcha };
    submission.submit(
      () => submission.asVisitor((token) => sendTenantSupport(body, token)),
      () => {
        toast.success(label('supportForm.sent'), { testId: 'support-toast' });
        form.reset(supportDefaults(store.get(authAtom)?.userInfo));
      },
    );
  };

  return (
    <Form
      className={styles.form}
      data-testid="support-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormFailure failure={submission.failure} testId="support-error" />
      <div className={styles.grid}>
        <NameField
          {...bind('fullName')}
          label={label('supportForm.fullName')}
          maxLength={limits.contactFullName}
        />
        <TextField
          {...bind('residenceAddress')}
          label={label('supportForm.residenceAddress')}
          autoComplete="street-address"
          maxLength={formLimits.issueText}
          isRequired
        />
        <EmailField {...bind('email')} label={label('forms.email')} />
        <PhoneField {...bind('phoneNumber', { phone: true })} label={label('supportForm.phone')} />
        <div className={styles.wide}>
          <TextField
            {...bind('message')}
            label={label('supportForm.message')}
            maxLength={formLimits.issueDescription}
            isRequired
            multiline
          />
        </div>
      </div>
      <FormEnd
        language={language}
        captcha={submission.captchaProps}
        canSend={form.canSubmit && submission.captcha !== undefined}
        isPending={submission.isPending}
        sendLabel={label('supportForm.send')}
        sendingLabel={label('form.sending')}
        testId="support-submit"
      />
    </Form>
  );
}
