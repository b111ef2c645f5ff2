import { formErrorKeys, imageCountLimits, type Language } from '@stayvn/shared';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { reviewFormSchema } from '../api/schemas';
import { sendReview } from '../api/send-forms';
import { toFormData } from '../utils/form-values';
import { useFormImages } from './image-picker';
import { useFormSubmission } from './use-form-submission';

type ReviewValues = { rate: string; tagKey: string; content: string };

/**
 * The review form's state and its sending: 5 stars, no tag and no text to start with, the
 * images; `onDone` gets `sent` after the send, `invalid` when the service refuses the key.
 */
export function useReviewForm({
  language,
  verifyKey,
  onDone,
}: {
  language: Language;
  verifyKey: string;
  onDone: (status: 'sent' | 'invalid') => void;
}) {
  const form = useSchemaForm<ReviewValues>(reviewFormSchema, { rate: '5', tagKey: '', content: '' });
  const submission = useFormSubmission({
    setServerErrors: form.setServerErrors,
    imageMax: imageCountLimits.review,
    onRefused: (outcome) => {
      const keyRefused =
        outcome.code === formErrorKeys.reviewKey || outcome.fields.some((detail) => detail.field === 'key');
      if (!keyRefused) return false;
      onDone('invalid');
      return true;
    },
  });
  const images = useFormImages(submission.setImageError);

  const submit = () => {
    if (!reviewFormSchema.safeParse(form.values).success) return;
    const body = toFormData({ ...form.values, key: verifyKey, language }, images.files());
    submission.submit(
      () => sendReview(body),
      () => onDone('sent'),
    );
  };

  return { form, submission, images, submit };
}
