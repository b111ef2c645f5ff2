import {
  cities,
  cityCodeOf,
  currencyCodes,
  imageCountLimits,
  languageCodes,
  languageNames,
  limits,
  ownerBathrooms,
  ownerBedrooms,
  ownerPropertyTypes,
  type Language,
} from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Checkbox } from '@/components/ui/checkbox';
import fieldStyles from '@/components/ui/field.module.css';
import { siteTo } from '@/components/ui/site-link';
import { TextField } from '@/components/ui/text-field';
import type { MessageId } from '@/i18n';
import { formatLeasePrice, leasePriceDigits } from '../utils/form-values';
import { ChoiceField } from './choice-field';
import { EmailField, NameField, PhoneField } from './form-parts';
import { ImagePicker } from './image-picker';
import type { OwnerFormState } from './use-owner-form';
import styles from './forms.module.css';

function useLabel() {
  const intl = useIntl();
  return (id: MessageId) => intl.formatMessage({ id });
}

/** Who the owner is: the language to answer in, name, phone and e-mail. */
export function OwnerContactSection({ owner }: { owner: OwnerFormState }) {
  const label = useLabel();
  const { bind, choose } = owner;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{label('ownerForm.section.contact')}</legend>
      <div className={styles.grid}>
        <ChoiceField
          {...choose('language')}
          label={label('ownerForm.language')}
          choices={languageCodes.map((code) => ({ id: code, label: languageNames[code] }))}
          isRequired
        />
        <NameField {...bind('fullName')} label={label('forms.fullName')} maxLength={limits.ownerFullName} />
        <PhoneField {...bind('phoneNumber', { phone: true })} label={label('forms.phone')} />
        <EmailField {...bind('email')} label={label('forms.email')} maxLength={limits.ownerEmail} />
      </div>
    </fieldset>
  );
}

/** The property: its city, type, rooms and currency from the fixed lists, its text and images. */
export function OwnerPropertySection({ owner }: { owner: OwnerFormState }) {
  const label = useLabel();
  const { images, submission } = owner;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{label('ownerForm.section.property')}</legend>
      <div className={styles.grid}>
        <PropertyChoices owner={owner} />
        <PropertyTexts owner={owner} />
      </div>
      <ImagePicker
        label={label('forms.images')}
        images={images.images}
        max={imageCountLimits.owner}
        error={submission.imageError}
        onChange={images.onChange}
      />
    </fieldset>
  );
}

function PropertyChoices({ owner }: { owner: OwnerFormState }) {
  const label = useLabel();
  const { choose } = owner;
  return (
    <>
      <ChoiceField
        {...choose('cityId')}
        label={label('ownerForm.city')}
        choices={cities.map((city) => ({
          id: String(city.id),
          label: label(`city.${cityCodeOf(city.id)}`),
        }))}
        isRequired
      />
      <ChoiceField
        {...choose('propertyType')}
        label={label('ownerForm.propertyType')}
        choices={ownerPropertyTypes.map((type) => ({ id: type, label: label(`ownerForm.type.${type}`) }))}
      />
      <ChoiceField
        {...choose('bedrooms')}
        label={label('ownerForm.bedrooms')}
        choices={ownerBedrooms.map((count) => ({
          id: count,
          label: label(`ownerForm.bedrooms.${count}`),
        }))}
      />
      <ChoiceField
        {...choose('bathrooms')}
        label={label('ownerForm.bathrooms')}
        choices={ownerBathrooms.map((count) => ({
          id: count,
          label: label(`ownerForm.bathrooms.${count}`),
        }))}
      />
      <ChoiceField
        {...choose('currency')}
        label={label('ownerForm.currency')}
        choices={currencyCodes.map((code) => ({
          id: code,
          label: `${code} · ${label(`currency.${code}`)}`,
        }))}
        isRequired
      />
    </>
  );
}

/** The lease price with thousands separators (sent as an integer), the address, the descriptions. */
function PropertyTexts({ owner }: { owner: OwnerFormState }) {
  const intl = useIntl();
  const label = useLabel();
  const { form, bind, submission } = owner;
  return (
    <>
      <TextField
        {...bind('leasePrice')}
        value={formatLeasePrice(form.values.leasePrice)}
        onChange={(typed) => {
          submission.clearFailure();
          form.setValue('leasePrice', leasePriceDigits(typed));
        }}
        label={label('ownerForm.leasePrice')}
        description={label('ownerForm.leasePrice.hint')}
        inputMode="text"
      />
      <div className={styles.wide}>
        <TextField
          {...bind('address')}
          label={label('ownerForm.address')}
          autoComplete="street-address"
          maxLength={limits.ownerAddress}
        />
      </div>
      <div className={styles.wide}>
        <TextField
          {...bind('descriptionFacilities')}
          label={label('ownerForm.descriptionFacilities')}
          maxLength={limits.ownerDescription}
          description={intl.formatMessage(
            { id: 'forms.charactersLeft' },
            { count: limits.ownerDescription - form.values.descriptionFacilities.length },
          )}
          multiline
        />
      </div>
      <div className={styles.wide}>
        <TextField
          {...bind('descriptionAmenities')}
          label={label('ownerForm.descriptionAmenities')}
          maxLength={limits.ownerDescription}
          description={intl.formatMessage(
            { id: 'forms.charactersLeft' },
            { count: limits.ownerDescription - form.values.descriptionAmenities.length },
          )}
          multiline
        />
      </div>
    </>
  );
}

/** The privacy agreement, with the policy a new tab away. */
export function OwnerPrivacyAgreement({ owner, language }: { owner: OwnerFormState; language: Language }) {
  const label = useLabel();
  const { form, fieldError } = owner;
  return (
    <div className={styles.privacy} data-testid="owner-privacy">
      <Checkbox
        name="agreePrivacy"
        isSelected={form.values.agreePrivacy}
        onChange={(selected) => {
          form.setValue('agreePrivacy', selected);
          form.touch('agreePrivacy');
        }}
      >
        {label('ownerForm.privacy')}
      </Checkbox>
      <Link to={siteTo(language, 'policy/privacy-policy')} className={styles.inlineLink} target="_blank">
        {label('ownerForm.privacyLink')}
      </Link>
      {form.errors.agreePrivacy ? (
        <p className={fieldStyles.error} role="alert">
          {fieldError(form.errors.agreePrivacy)}
        </p>
      ) : null}
    </div>
  );
}
