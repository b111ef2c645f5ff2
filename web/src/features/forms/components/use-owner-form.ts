import { imageCountLimits, type Language } from '@stayvn/shared';
import { useAtomValue, useStore } from 'jotai';
import { useIntl } from 'react-intl';
import { toast } from '@/components/ui/announce';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { cityIdAtom } from '@/lib/preferences/atoms';
import { authAtom } from '@/lib/session/atoms';
import { ownerFormSchema } from '../api/schemas';
import { sendOwnerSubmission } from '../api/send-forms';
import { toFormData } from '../utils/form-values';
import { ownerDefaults, type OwnerValues } from '../utils/owner-values';
import { textBinder } from './form-parts';
import { useFormImages } from './image-picker';
import { useFormSubmission } from './use-form-submission';

type OwnerChoiceName = 'language' | 'cityId' | 'propertyType' | 'currency' | 'bedrooms' | 'bathrooms';

/**
 * The owner form's state and its sending: the values over the shared schema, the images, the
 * captcha and the banner; after a send a toast, and the form, its images and the captcha start
 * again from the signed-in visitor's details and the page's city.
 */
export function useOwnerForm(language: Language) {
  const intl = useIntl();
  const text = useKeyText();
  const store = useStore();
  const cityId = useAtomValue(cityIdAtom);
  const auth = useAtomValue(authAtom);
  const form = useSchemaForm<OwnerValues>(ownerFormSchema, ownerDefaults(language, cityId, auth?.userInfo));
  const submission = useFormSubmission({
    setServerErrors: form.setServerErrors,
    imageMax: imageCountLimits.owner,
  });
  const images = useFormImages(submission.setImageError);
  const bind = textBinder(form, text, submission.clearFailure, 'owner');
  /** Props of a choice field: its value, its translated error, a test id. */
  const choose = (name: OwnerChoiceName) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => {
      form.setValue(name, value as never);
      form.touch(name);
    },
    error: text.field(form.errors[name]),
    'data-testid': `owner-${name}`,
  });

  const submit = () => {
    const { captcha } = submission;
    if (!captcha || !ownerFormSchema.safeParse(form.values).success) return;
    const body = toFormData({ ...form.values, captcha }, images.files());
    submission.submit(
      () => submission.asVisitor((token) => sendOwnerSubmission(body, token)),
      () => {
        toast.success(intl.formatMessage({ id: 'ownerForm.sent' }), { testId: 'owner-toast' });
        form.reset(ownerDefaults(language, store.get(cityIdAtom), store.get(authAtom)?.userInfo));
        images.clear();
      },
    );
  };

  return { form, submission, images, bind, choose, fieldError: text.field, submit };
}

export type OwnerFormState = ReturnType<typeof useOwnerForm>;
