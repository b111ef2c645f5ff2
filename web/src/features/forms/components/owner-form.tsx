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
  type CityId,
  type Language,
} from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { toast } from '@/components/ui/announce';
import { Checkbox } from '@/components/ui/checkbox';
import fieldStyles from '@/components/ui/field.module.css';
import { siteTo } from '@/components/ui/site-link';
import { TextField } from '@/components/ui/text-field';
import { authAtom } from '@/lib/session/atoms';
import { cityIdAtom } from '@/lib/preferences/atoms';
import type { MessageId } from '@/i18n';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ownerFormSchema } from '../api/schemas';
import { sendOwnerSubmission } from '../api/send-forms';
import { formatLeasePrice, leasePriceDigits, toFormData } from '../utils/form-values';
import { ChoiceField } from './choice-field';
import { EmailField, FormEnd, FormFailure, NameField, PhoneField, textBinder } from './form-parts';
import { ImagePicker, useFormImages } from './image-picker';
import { useFormSubmission } from './use-form-submission';
import styles from './forms.module.css';

type Profile = { fullName?: string | null; email?: string | null; phoneNumber?: string | null } | undefined;

export type OwnerValues = {
  language: Language;
  fullName: string;
  phoneNumber: string;
  email: string;
  cityId: string;
  propertyType: string;
  currency: string;
  bedrooms: string;
  bathrooms: string;
  address: string;
  descriptionFacilities: string;
  descriptionAmenities: string;
  leasePrice: string;
  agreePrivacy: boolean;
};

/** The owner form as it starts: the signed-in visitor's details, the page's language and city. */
export function ownerDefaults(language: Language, cityId: CityId, profile: Profile): OwnerValues {
  return {
    language,
    fullName: profile?.fullName ?? '',
    phoneNumber: profile?.phoneNumber ?? '',
    email: profile?.email ?? '',
    cityId: String(cityId),
    propertyType: '',
    currency: 'USD',
    bedrooms: '',
    bathrooms: '',
    address: '',
    descriptionFacilities: '',
    descriptionAmenities: '',
    leasePrice: '',
    agreePrivacy: false,
  };
}

/**
 * The owner's property submission (spec §3 Owner registration, §5 Owner form): contact details,
 * the property from the fixed lists, the lease price with thousands separators (sent as an
 * integer), up to 10 images, the captcha and the privacy agreement. After a send everything
 * starts again (images removed, a new captcha) and a toast says so; a refused send keeps it all.
 */
export function OwnerForm({ language }: { language: Language }) {
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
  const choose = (name: 'language' | 'cityId' | 'propertyType' | 'currency' | 'bedrooms' | 'bathrooms') => ({
    name,
    value: form.values[name],
    onChange: (value: string) => {
      form.setValue(name, value as never);
      form.touch(name);
    },
    error: text.field(form.errors[name]),
    'data-testid': `owner-${name}`,
  });
  const label = (id: MessageId) => intl.formatMessage({ id });

  const submit = () => {
    const { captcha } = submission;
    if (!captcha || !ownerFormSchema.safeParse(form.values).success) return;
    const body = toFormData({ ...form.values, captcha }, images.files());
    submission.submit(
      () => submission.asVisitor((token) => sendOwnerSubmission(body, token)),
      () => {
        toast.success(label('ownerForm.sent'), { testId: 'owner-toast' });
        form.reset(ownerDefaults(language, store.get(cityIdAtom), store.get(authAtom)?.userInfo));
        images.clear();
      },
    );
  };

  return (
    <Form
      className={styles.form}
      data-testid="owner-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormFailure failure={submission.failure} testId="owner-error" />
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
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{label('ownerForm.section.property')}</legend>
        <div className={styles.grid}>
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
        </div>
        <ImagePicker
          label={label('forms.images')}
          images={images.images}
          max={imageCountLimits.owner}
          error={submission.imageError}
          onChange={images.onChange}
        />
      </fieldset>
      <FormEnd
        language={language}
        captcha={submission.captchaProps}
        canSend={form.canSubmit && submission.captcha !== undefined}
        isPending={submission.isPending}
        sendLabel={label('ownerForm.send')}
        sendingLabel={label('form.sending')}
        testId="owner-submit"
      >
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
              {text.field(form.errors.agreePrivacy)}
            </p>
          ) : null}
        </div>
      </FormEnd>
    </Form>
  );
}
