import { imageCountLimits, limits, type Language } from '@stayvn/shared';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { TextField } from '@/components/ui/text-field';
import type { MessageId } from '@/i18n';
import { useKeyText } from '@/lib/forms/use-key-text';
import type { ReviewTag } from '../api/send-forms';
import { FormEnd, FormFailure } from './form-parts';
import { ImagePicker } from './image-picker';
import { ReviewRateField, ReviewTagField } from './review-fields';
import { useReviewForm } from './use-review-form';
import styles from './forms.module.css';

/**
 * The review of an e-mailed link (spec §5 Review): the apartment, a rating of 1 to 5 stars
 * (5 to start with), one of the CMS's review tags, a text of up to 1,500 characters and up to
 * 5 images. `onDone` gets `sent` after the send, `invalid` when the service says the key is used
 * or expired (both go to the result page).
 */
export function ReviewForm({
  language,
  verifyKey,
  apartmentName,
  tags,
  onDone,
}: {
  language: Language;
  verifyKey: string;
  apartmentName: string | null;
  tags: readonly ReviewTag[];
  onDone: (status: 'sent' | 'invalid') => void;
}) {
  const intl = useIntl();
  const text = useKeyText();
  const { form, submission, images, submit } = useReviewForm({ language, verifyKey, onDone });
  const label = (id: MessageId) => intl.formatMessage({ id });

  return (
    <Form
      className={styles.form}
      data-testid="review-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {apartmentName ? (
        <div className={styles.about} data-testid="review-apartment">
          <span className={styles.aboutLabel}>{label('sendReview.apartment')}</span>
          <p className={styles.aboutName}>{apartmentName}</p>
        </div>
      ) : null}
      <FormFailure failure={submission.failure} testId="review-error" />
      <ReviewRateField value={form.values.rate} onChange={(value) => form.setValue('rate', value)} />
      {tags.length > 0 ? (
        <ReviewTagField
          tags={tags}
          value={form.values.tagKey}
          onChange={(value) => form.setValue('tagKey', value)}
          error={text.field(form.errors.tagKey)}
        />
      ) : null}
      <TextField
        {...form.field('content')}
        onChange={(value) => {
          submission.clearFailure();
          form.setValue('content', value);
        }}
        error={text.field(form.errors.content)}
        label={label('sendReview.content')}
        description={intl.formatMessage(
          { id: 'forms.charactersLeft' },
          { count: limits.reviewContent - form.values.content.length },
        )}
        maxLength={limits.reviewContent}
        multiline
        data-testid="review-content"
      />
      <ImagePicker
        label={label('forms.images')}
        images={images.images}
        max={imageCountLimits.review}
        error={submission.imageError}
        onChange={images.onChange}
      />
      <FormEnd
        language={language}
        canSend={form.canSubmit}
        isPending={submission.isPending}
        sendLabel={label('sendReview.send')}
        sendingLabel={label('form.sending')}
        testId="review-submit"
      />
    </Form>
  );
}
