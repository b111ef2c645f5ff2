import { keepPhoneCharacters, type EnquiryInput, type EnquiryKind, type Language } from '@stayvn/shared';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/components/ui/announce';
import { useKeyText } from '@/lib/forms/use-key-text';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { isHttpError } from '@/lib/http-error';
import { cityIdAtom } from '@/lib/preferences/atoms';
import { withAccessToken } from '@/lib/session/access-token';
import { authAtom } from '@/lib/session/atoms';
import { enquiryFormSchema } from '../api/schemas';
import { sendEnquiry } from '../api/send-enquiry';
import {
  enquiryDefaults,
  fieldsOf,
  localToday,
  valuesToSend,
  type EnquiryValues,
} from '../utils/enquiry-defaults';

/** The captcha's payload once solved, its error, and the round a new one starts with. */
function useCaptchaRounds() {
  const [payload, setPayload] = useState<string>();
  const [error, setError] = useState<string>();
  const [round, setRound] = useState(0);
  return {
    payload,
    error,
    setError,
    round,
    renew: () => setRound((current) => current + 1),
    onChange: (next: string | undefined) => {
      setPayload(next);
      if (next) setError(undefined);
    },
  };
}

type ContactFieldName = 'fullName' | 'email' | 'phoneNumber' | 'companyName';

export type EnquiryFormOptions = {
  kind: EnquiryKind;
  language: Language;
  propertyIds: string[];
  onSent: (() => void) | undefined;
};

/**
 * The enquiry form's state and its sending: the values over the kind's shared schema, the
 * captcha (a new one after every send), a refused send's field errors or banner, and, after a
 * send, a toast and a fresh form from the signed-in visitor's details with today's dates.
 */
export function useEnquiryForm({ kind, language, propertyIds, onSent }: EnquiryFormOptions) {
  const intl = useIntl();
  const text = useKeyText();
  const store = useStore();
  const auth = useAtomValue(authAtom);
  const cityId = useAtomValue(cityIdAtom);
  const schema = useMemo(() => enquiryFormSchema(kind), [kind]);
  const today = localToday();
  const defaults = () => enquiryDefaults(store.get(authAtom)?.userInfo, localToday());
  const form = useSchemaForm<EnquiryValues>(schema, enquiryDefaults(auth?.userInfo, today));
  const captcha = useCaptchaRounds();
  const [failure, setFailure] = useState<string>();
  const send = useMutation({
    mutationFn: (input: EnquiryInput) =>
      store.get(authAtom)
        ? withAccessToken(store, (accessToken) => sendEnquiry(input, accessToken))
        : sendEnquiry(input),
  });

  // The favourites form reports a malformed address as err_email (spec §5), the key that means
  // a missing one everywhere else: with something typed, it is the format message.
  const errorKey = (name: ContactFieldName) =>
    name === 'email' && form.errors.email === 'err_email' && form.values.email.trim() !== ''
      ? 'err_email_format'
      : form.errors[name];

  /** Props of a contact text field: its value, its translated error, a test id. */
  const bind = (name: ContactFieldName) => ({
    ...form.field(name),
    onChange: (value: string) => {
      setFailure(undefined);
      form.setValue(name, name === 'phoneNumber' ? keepPhoneCharacters(value) : value);
    },
    error: text.field(errorKey(name)),
    'data-testid': `enquiry-${name}`,
  });

  const setMessage = (value: string) => {
    setFailure(undefined);
    form.setValue('message', value);
  };

  const submit = () => {
    if (send.isPending || !captcha.payload) return;
    const checked = schema.safeParse(form.values);
    if (!checked.success) return;
    const input = {
      kind,
      language,
      cityId,
      propertyIds,
      ...valuesToSend(kind, form.values),
      captcha: captcha.payload,
    } as EnquiryInput;
    setFailure(undefined);
    captcha.setError(undefined);
    send.mutate(input, {
      onSuccess: () => {
        toast.success(intl.formatMessage({ id: 'enquiry.sent' }), { testId: 'enquiry-toast' });
        form.reset(defaults());
        captcha.renew();
        onSent?.();
      },
      onError: (error) => {
        if (!isHttpError(error) || error.isNetworkError || error.status >= 500) {
          setFailure(text.failure(error));
          return;
        }
        // The payload is spent or refused either way: the visitor solves a new one.
        captcha.renew();
        const captchaDetail = error.details.find((detail) => detail.field === 'captcha');
        if (captchaDetail || error.code === 'captcha_invalid')
          captcha.setError(text.field('captcha_invalid'));
        const fieldDetails = error.details.filter((detail) => detail.field !== 'captcha');
        if (fieldDetails.length > 0) form.setServerErrors(fieldDetails);
        if (fieldDetails.length === 0 && !captchaDetail && error.code !== 'captcha_invalid')
          setFailure(text.failure(error));
      },
    });
  };

  return {
    form,
    today,
    shown: fieldsOf(kind),
    bind,
    setMessage,
    fieldError: text.field,
    captcha,
    failure,
    isSending: send.isPending,
    submit,
  };
}

export type EnquiryFormState = ReturnType<typeof useEnquiryForm>;
