import { formErrorKeys, imageCountLimits, limits, reviewRates, type Language } from '@stayvn/shared';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import fieldStyles from '@/components/ui/field.module.css';
import { TextField } from '@/components/ui/text-field';
import type { MessageId } from '@/i18n';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { reviewFormSchema } from '../api/schemas';
import { sendReview, type ReviewTag } from '../api/send-forms';
import { toFormData } from '../utils/form-values';
import { FormEnd, FormFailure } from './form-parts';
import { ImagePicker, useFormImages } from './image-picker';
import { useFormSubmission } from './use-form-submission';
import styles from './forms.module.css';

type ReviewValues = { rate: string; tagKey: string; content: string };

function StarRow({ count }: { count: number }) {
  return (
    <span className={styles.stars} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} width="18" height="18" viewBox="0 0 24 24" focusable="false">
          <path
            d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z"
            fill={star <= count ? 'var(--color-accent)' : 'var(--color-border)'}
          />
        </svg>
      ))}
    </span>
  );
}

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
  const label = (id: MessageId) => intl.formatMessage({ id });

  const submit = () => {
    if (!reviewFormSchema.safeParse(form.values).success) return;
    const body = toFormData({ ...form.values, key: verifyKey, language }, images.files());
    submission.submit(
      () => sendReview(body),
      () => onDone('sent'),
    );
  };

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
      <RadioGroup
        className={fieldStyles.field}
        value={form.values.rate}
        onChange={(value) => form.setValue('rate', value)}
        orientation="horizontal"
        isRequired
        data-testid="review-rate"
      >
        <Label className={fieldStyles.label}>{label('sendReview.rate')}</Label>
        <div className={styles.radios}>
          {[...reviewRates].reverse().map((rate) => (
            <Radio
              key={rate}
              value={String(rate)}
              className={styles.radio}
              aria-label={intl.formatMessage({ id: 'sendReview.rate.option' }, { rate })}
              data-testid={`review-rate-${rate}`}
            >
              <StarRow count={rate} />
            </Radio>
          ))}
        </div>
      </RadioGroup>
      {tags.length > 0 ? (
        <RadioGroup
          className={fieldStyles.field}
          value={form.values.tagKey}
          onChange={(value) => form.setValue('tagKey', value)}
          orientation="horizontal"
          isInvalid={form.errors.tagKey !== undefined}
          validationBehavior="aria"
          data-testid="review-tag"
        >
          <Label className={fieldStyles.label}>{label('sendReview.tag')}</Label>
          <div className={styles.radios}>
            {[{ key: '', title: label('sendReview.tag.none') }, ...tags].map((tag) => (
              <Radio
                key={tag.key || 'none'}
                value={tag.key}
                className={styles.radio}
                data-testid={`review-tag-${tag.key || 'none'}`}
              >
                {tag.title}
              </Radio>
            ))}
          </div>
          {form.errors.tagKey ? <p className={fieldStyles.error}>{text.field(form.errors.tagKey)}</p> : null}
        </RadioGroup>
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
