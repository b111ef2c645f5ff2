import { formLimits, helpIssueTypes, imageCountLimits, limits, type Language } from '@stayvn/shared';
import { useAtomValue, useStore } from 'jotai';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { toast } from '@/components/ui/announce';
import { TextField } from '@/components/ui/text-field';
import { authAtom } from '@/lib/session/atoms';
import type { MessageId } from '@/i18n';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { issueFormSchema } from '../api/schemas';
import { sendHelpIssue } from '../api/send-forms';
import { toFormData } from '../utils/form-values';
import { ChoiceField } from './choice-field';
import { EmailField, FormEnd, FormFailure, NameField, PhoneField, textBinder } from './form-parts';
import { ImagePicker, useFormImages } from './image-picker';
import { useFormSubmission } from './use-form-submission';
import styles from './forms.module.css';

type Profile = { fullName?: string | null; email?: string | null; phoneNumber?: string | null } | undefined;

type IssueValues = {
  fullName: string;
  phoneNumber: string;
  email: string;
  apartmentName: string;
  address: string;
  issueType: string;
  description: string;
};

const issueDefaults = (profile: Profile): IssueValues => ({
  fullName: profile?.fullName ?? '',
  phoneNumber: profile?.phoneNumber ?? '',
  email: profile?.email ?? '',
  apartmentName: '',
  address: '',
  issueType: '',
  description: '',
});

/**
 * A tenant's help issue (spec §5: type, apartment name and address required, besides the
 * contact details), with up to 5 photos and the captcha; after a send it starts again.
 */
export function IssueForm({ language }: { language: Language }) {
  const intl = useIntl();
  const text = useKeyText();
  const store = useStore();
  const auth = useAtomValue(authAtom);
  const form = useSchemaForm<IssueValues>(issueFormSchema, issueDefaults(auth?.userInfo));
  const submission = useFormSubmission({
    setServerErrors: form.setServerErrors,
    imageMax: imageCountLimits.issue,
  });
  const images = useFormImages(submission.setImageError);
  const bind = textBinder(form, text, submission.clearFailure, 'issue');
  const label = (id: MessageId) => intl.formatMessage({ id });

  const submit = () => {
    const { captcha } = submission;
    if (!captcha || !issueFormSchema.safeParse(form.values).success) return;
    const body = toFormData({ ...form.values, language, captcha }, images.files());
    submission.submit(
      () => submission.asVisitor((token) => sendHelpIssue(body, token)),
      () => {
        toast.success(label('issueForm.sent'), { testId: 'issue-toast' });
        form.reset(issueDefaults(store.get(authAtom)?.userInfo));
        images.clear();
      },
    );
  };

  return (
    <Form
      className={styles.form}
      data-testid="issue-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormFailure failure={submission.failure} testId="issue-error" />
      <div className={styles.grid}>
        <NameField {...bind('fullName')} label={label('forms.fullName')} maxLength={limits.contactFullName} />
        <PhoneField {...bind('phoneNumber', { phone: true })} label={label('forms.phone')} />
        <EmailField {...bind('email')} label={label('forms.email')} />
        <ChoiceField
          name="issueType"
          value={form.values.issueType}
          onChange={(value) => {
            form.setValue('issueType', value);
            form.touch('issueType');
          }}
          error={text.field(form.errors.issueType)}
          label={label('issueForm.issueType')}
          choices={helpIssueTypes.map((type) => ({ id: type, label: label(`issueForm.type.${type}`) }))}
          isRequired
          data-testid="issue-issueType"
        />
        <TextField
          {...bind('apartmentName')}
          label={label('issueForm.apartmentName')}
          maxLength={formLimits.issueText}
          isRequired
        />
        <TextField
          {...bind('address')}
          label={label('issueForm.address')}
          autoComplete="street-address"
          maxLength={formLimits.issueText}
          isRequired
        />
        <div className={styles.wide}>
          <TextField
            {...bind('description')}
            label={label('issueForm.description')}
            maxLength={formLimits.issueDescription}
            multiline
          />
        </div>
      </div>
      <ImagePicker
        label={label('forms.images')}
        images={images.images}
        max={imageCountLimits.issue}
        error={submission.imageError}
        onChange={images.onChange}
      />
      <FormEnd
        language={language}
        captcha={submission.captchaProps}
        canSend={form.canSubmit && submission.captcha !== undefined}
        isPending={submission.isPending}
        sendLabel={label('issueForm.send')}
        sendingLabel={label('form.sending')}
        testId="issue-submit"
      />
    </Form>
  );
}
