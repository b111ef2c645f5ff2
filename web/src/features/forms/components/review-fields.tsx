import { reviewRates } from '@stayvn/shared';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import fieldStyles from '@/components/ui/field.module.css';
import type { ReviewTag } from '../api/send-forms';
import styles from './forms.module.css';

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

/** The rating, 5 stars to 1, each choice a row of stars. */
export function ReviewRateField({ value, onChange }: { value: string; onChange: (rate: string) => void }) {
  const intl = useIntl();
  return (
    <RadioGroup
      className={fieldStyles.field}
      value={value}
      onChange={onChange}
      orientation="horizontal"
      isRequired
      data-testid="review-rate"
    >
      <Label className={fieldStyles.label}>{intl.formatMessage({ id: 'sendReview.rate' })}</Label>
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
  );
}

/** One of the CMS's review tags, or none. */
export function ReviewTagField({
  tags,
  value,
  onChange,
  error,
}: {
  tags: readonly ReviewTag[];
  value: string;
  onChange: (tagKey: string) => void;
  /** The translated error, if any. */
  error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <RadioGroup
      className={fieldStyles.field}
      value={value}
      onChange={onChange}
      orientation="horizontal"
      isInvalid={error !== undefined}
      validationBehavior="aria"
      data-testid="review-tag"
    >
      <Label className={fieldStyles.label}>{intl.formatMessage({ id: 'sendReview.tag' })}</Label>
      <div className={styles.radios}>
        {[{ key: '', title: intl.formatMessage({ id: 'sendReview.tag.none' }) }, ...tags].map((tag) => (
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
      {error ? <p className={fieldStyles.error}>{error}</p> : null}
    </RadioGroup>
  );
}
