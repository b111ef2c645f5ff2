import {
  keepPhoneCharacters,
  limits,
  officeServices,
  enquiryLimits,
  type EnquiryInput,
  type EnquiryKind,
  type Language,
} from '@stayvn/shared';
import { useAtomValue, useStore } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';
import {
  Form,
  Label,
  Radio,
  RadioGroup,
  TextArea,
  TextField as AriaTextField,
  FieldError,
  Input,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/announce';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/field.module.css';
import { TextField } from '@/components/ui/text-field';
import { withAccessToken } from '@/lib/session/access-token';
import { authAtom } from '@/lib/session/atoms';
import { cityIdAtom } from '@/lib/preferences/atoms';
import type { MessageId } from '@/i18n';
import { isHttpError } from '@/lib/http-error';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useMutation } from '@tanstack/react-query';
import { enquiryFormSchema } from '../api/schemas';
import { sendEnquiry } from '../api/send-enquiry';
import {
  enquiryDefaults,
  fieldsOf,
  localToday,
  valuesToSend,
  type EnquiryValues,
} from '../utils/enquiry-defaults';
import styles from './enquiry-form.module.css';

const serviceMessage = {
  private_room: 'enquiry.service.private_room',
  workspace: 'enquiry.service.workspace',
  virtual_office: 'enquiry.service.virtual_office',
  meeting_room: 'enquiry.service.meeting_room',
} as const satisfies Record<(typeof officeServices)[number], MessageId>;

export type EnquiryFormProps = {
  kind: EnquiryKind;
  language: Language;
  /** The properties asked about (none on the contact-us page and the quote). */
  propertyIds?: string[];
  /** Their names as the visitor sees them, shown above the fields (read-only). */
  propertyNames?: string[];
  /** After the enquiry was stored; the form has started again by then. */
  onSent?: () => void;
  /** Buttons beside send (a dialog's cancel). */
  secondaryAction?: ReactNode;
  'data-testid'?: string;
};

/**
 * One form for the spec's four enquiries (§3, §5): fields checked with the kind's shared schema,
 * errors shown once a field is left and gone as soon as it is right; send disabled until the
 * schema passes and the captcha is solved, and again when the captcha expires. After a send the
 * form starts again from the signed-in visitor's details with today's dates, and a toast says so
 * for 5 s. A refused send keeps everything typed and shows why.
 */
export function EnquiryForm({
  kind,
  language,
  propertyIds = [],
  propertyNames = [],
  onSent,
  secondaryAction,
  'data-testid': testId = 'enquiry-form',
}: EnquiryFormProps) {
  const intl = useIntl();
  const text = useKeyText();
  const store = useStore();
  const auth = useAtomValue(authAtom);
  const cityId = useAtomValue(cityIdAtom);
  const schema = useMemo(() => enquiryFormSchema(kind), [kind]);
  const today = localToday();
  const defaults = () => enquiryDefaults(store.get(authAtom)?.userInfo, localToday());
  const form = useSchemaForm<EnquiryValues>(schema, enquiryDefaults(auth?.userInfo, today));
  const [captcha, setCaptcha] = useState<string>();
  const [captchaError, setCaptchaError] = useState<string>();
  const [captchaRound, setCaptchaRound] = useState(0);
  const [failure, setFailure] = useState<string>();
  const shown = fieldsOf(kind);
  const send = useMutation({
    mutationFn: (input: EnquiryInput) =>
      store.get(authAtom)
        ? withAccessToken(store, (accessToken) => sendEnquiry(input, accessToken))
        : sendEnquiry(input),
  });

  // The favourites form reports a malformed address as err_email (spec §5), the key that means
  // a missing one everywhere else: with something typed, it is the format message.
  const errorKey = (name: 'fullName' | 'email' | 'phoneNumber' | 'companyName') =>
    name === 'email' && form.errors.email === 'err_email' && form.values.email.trim() !== ''
      ? 'err_email_format'
      : form.errors[name];

  const bind = (name: 'fullName' | 'email' | 'phoneNumber' | 'companyName') => ({
    ...form.field(name),
    onChange: (value: string) => {
      setFailure(undefined);
      form.setValue(name, name === 'phoneNumber' ? keepPhoneCharacters(value) : value);
    },
    error: text.field(errorKey(name)),
    'data-testid': `enquiry-${name}`,
  });

  const submit = () => {
    if (send.isPending || !captcha) return;
    const checked = schema.safeParse(form.values);
    if (!checked.success) return;
    const input = {
      kind,
      language,
      cityId,
      propertyIds,
      ...valuesToSend(kind, form.values),
      captcha,
    } as EnquiryInput;
    setFailure(undefined);
    setCaptchaError(undefined);
    send.mutate(input, {
      onSuccess: () => {
        toast.success(intl.formatMessage({ id: 'enquiry.sent' }), { testId: 'enquiry-toast' });
        form.reset(defaults());
        setCaptchaRound((round) => round + 1);
        onSent?.();
      },
      onError: (error) => {
        if (!isHttpError(error) || error.isNetworkError || error.status >= 500) {
          setFailure(text.failure(error));
          return;
        }
        // The payload is spent or refused either way: the visitor solves a new one.
        setCaptchaRound((round) => round + 1);
        const captchaDetail = error.details.find((detail) => detail.field === 'captcha');
        if (captchaDetail || error.code === 'captcha_invalid') setCaptchaError(text.field('captcha_invalid'));
        const fieldDetails = error.details.filter((detail) => detail.field !== 'captcha');
        if (fieldDetails.length > 0) form.setServerErrors(fieldDetails);
        if (fieldDetails.length === 0 && !captchaDetail && error.code !== 'captcha_invalid')
          setFailure(text.failure(error));
      },
    });
  };

  return (
    <Form
      className={styles.form}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {propertyNames.length > 0 ? (
        <div className={styles.about} data-testid="enquiry-properties">
          <span className={styles.aboutLabel}>{intl.formatMessage({ id: 'enquiry.about' })}</span>
          <ul className={styles.aboutList}>
            {propertyNames.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {failure ? (
        <Alert tone="error" data-testid="enquiry-error">
          {failure}
        </Alert>
      ) : null}
      <div className={styles.pair}>
        <TextField
          {...bind('fullName')}
          label={intl.formatMessage({ id: 'enquiry.fullName' })}
          autoComplete="name"
          maxLength={limits.contactFullName}
          isRequired
        />
        <TextField
          {...bind('email')}
          label={intl.formatMessage({ id: 'enquiry.email' })}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={limits.email}
          isRequired
        />
        <TextField
          {...bind('phoneNumber')}
          label={intl.formatMessage({ id: 'enquiry.phone' })}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={limits.phoneMax}
          isRequired
        />
        <TextField
          {...bind('companyName')}
          label={intl.formatMessage({ id: 'enquiry.company' })}
          optionalLabel={intl.formatMessage({ id: 'enquiry.optional' })}
          autoComplete="organization"
          maxLength={limits.companyName}
        />
        {shown.dates ? (
          <>
            <DateField
              name="moveInDate"
              label={intl.formatMessage({ id: 'enquiry.moveIn' })}
              value={form.values.moveInDate}
              min={today}
              onChange={(value) => form.setValue('moveInDate', value)}
              onBlur={() => form.touch('moveInDate')}
              error={text.field(form.errors.moveInDate)}
            />
            <DateField
              name="tourInspectionDate"
              label={intl.formatMessage({ id: 'enquiry.tour' })}
              value={form.values.tourInspectionDate}
              min={today}
              onChange={(value) => form.setValue('tourInspectionDate', value)}
              onBlur={() => form.touch('tourInspectionDate')}
              error={text.field(form.errors.tourInspectionDate)}
            />
          </>
        ) : null}
      </div>
      {shown.officeService ? (
        <RadioGroup
          className={styles.services}
          value={form.values.officeService}
          onChange={(value) => {
            form.setValue('officeService', value as EnquiryValues['officeService']);
            form.touch('officeService');
          }}
          isRequired
          isInvalid={form.errors.officeService !== undefined}
          validationBehavior="aria"
          data-testid="enquiry-service"
        >
          <Label className={fieldStyles.label}>{intl.formatMessage({ id: 'enquiry.service' })}</Label>
          <div className={styles.serviceOptions}>
            {officeServices.map((service) => (
              <Radio
                key={service}
                value={service}
                className={styles.service}
                data-testid={`enquiry-service-${service}`}
              >
                <span className={styles.radioDot} aria-hidden="true" />
                {intl.formatMessage({ id: serviceMessage[service] })}
              </Radio>
            ))}
          </div>
          <FieldError className={fieldStyles.error}>{text.field(form.errors.officeService)}</FieldError>
        </RadioGroup>
      ) : null}
      <AriaTextField
        className={fieldStyles.field}
        name="message"
        value={form.values.message}
        onChange={(value) => {
          setFailure(undefined);
          form.setValue('message', value);
        }}
        onBlur={() => form.touch('message')}
        isRequired={shown.messageRequired}
        isInvalid={form.errors.message !== undefined}
        validationBehavior="aria"
        maxLength={enquiryLimits.message}
      >
        <Label className={fieldStyles.label}>
          {intl.formatMessage({ id: kind === 'office_quote' ? 'enquiry.quoteMessage' : 'enquiry.message' })}
          {shown.messageRequired ? null : (
            <span className={fieldStyles.optional}> ({intl.formatMessage({ id: 'enquiry.optional' })})</span>
          )}
        </Label>
        <TextArea
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={4}
          data-testid="enquiry-message"
        />
        <FieldError className={fieldStyles.error}>{text.field(form.errors.message)}</FieldError>
      </AriaTextField>
      <CaptchaField
        language={language}
        resetKey={captchaRound}
        onChange={(payload) => {
          setCaptcha(payload);
          if (payload) setCaptchaError(undefined);
        }}
        error={captchaError}
      />
      <div className={styles.actions}>
        {secondaryAction}
        <Button
          type="submit"
          isDisabled={!form.canSubmit || !captcha}
          isPending={send.isPending}
          data-testid="enquiry-submit"
        >
          {intl.formatMessage({ id: send.isPending ? 'form.sending' : 'enquiry.send' })}
        </Button>
      </div>
    </Form>
  );
}

/** A date with a minimum (spec §5: the visit dates are not before today). */
function DateField({
  name,
  label,
  value,
  min,
  onChange,
  onBlur,
  error,
}: {
  name: string;
  label: string;
  value: string;
  min: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  return (
    <AriaTextField
      className={fieldStyles.field}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={error !== undefined}
      validationBehavior="aria"
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Input type="date" min={min} className={fieldStyles.input} data-testid={`enquiry-${name}`} />
      <FieldError className={fieldStyles.error}>{error}</FieldError>
    </AriaTextField>
  );
}
