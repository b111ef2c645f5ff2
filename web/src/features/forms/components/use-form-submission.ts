import { captchaErrorCode, fileImageMaximum, imagesField, type FieldError } from '@stayvn/shared';
import { useMutation } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { withAccessToken } from '@/lib/session/access-token';
import { authAtom } from '@/lib/session/atoms';
import { readRefusedSend, type SendOutcome } from '@/lib/forms/refused-send';
import { useKeyText } from '@/lib/forms/use-key-text';
import { imagesProblemText } from '../utils/form-values';

const isImageField = (detail: FieldError) =>
  detail.field === imagesField || detail.field.startsWith(`${imagesField}.`);

/**
 * What the public forms share around a send: the captcha's payload (a new challenge after each
 * send, refused or not, since a payload is spent once), the banner of a failed send, the images'
 * error and the fields' errors from the service's envelope. A refused send keeps every value;
 * `onRefused` may take a refusal over (the review's used key) by answering true.
 */
export function useFormSubmission(options: {
  setServerErrors: (details: readonly FieldError[]) => void;
  /** The images the form takes: the service's `file_image_maximum` is said with this number. */
  imageMax?: number;
  onRefused?: (outcome: Extract<SendOutcome, { kind: 'refused' }>) => boolean;
}) {
  const text = useKeyText();
  const intl = useIntl();
  const store = useStore();
  const [captcha, setCaptcha] = useState<string>();
  const [captchaError, setCaptchaError] = useState<string>();
  const [captchaRound, setCaptchaRound] = useState(0);
  const [failure, setFailure] = useState<string>();
  const [imageError, setImageError] = useState<string>();
  const mutation = useMutation({ mutationFn: (send: () => Promise<unknown>) => send() });

  /** The call with the signed-in visitor's token (the service links the request to them). */
  const asVisitor = <T>(call: (accessToken?: string) => Promise<T>) =>
    store.get(authAtom) ? withAccessToken(store, (token) => call(token)) : call(undefined);

  const submit = (send: () => Promise<unknown>, onSent: () => void) => {
    if (mutation.isPending) return;
    setFailure(undefined);
    setCaptchaError(undefined);
    setImageError(undefined);
    mutation.mutate(send, {
      onSuccess: () => {
        setCaptchaRound((round) => round + 1);
        onSent();
      },
      onError: (error) => {
        const outcome = readRefusedSend(error);
        if (outcome.kind === 'failure') {
          setFailure(text.failure(error));
          return;
        }
        if (options.onRefused?.(outcome)) return;
        setCaptchaRound((round) => round + 1);
        if (outcome.captcha) setCaptchaError(text.field(captchaErrorCode));
        const image = outcome.fields.find(isImageField);
        if (image)
          setImageError(
            image.code === fileImageMaximum && options.imageMax !== undefined
              ? imagesProblemText(intl, options.imageMax)
              : text.field(image.code),
          );
        const fields = outcome.fields.filter((detail) => !isImageField(detail));
        if (fields.length > 0) options.setServerErrors(fields);
        if (outcome.unexplained) setFailure(text.failure(error));
      },
    });
  };

  return {
    captcha,
    captchaProps: {
      resetKey: captchaRound,
      error: captchaError,
      onChange: (payload: string | undefined) => {
        setCaptcha(payload);
        if (payload) setCaptchaError(undefined);
      },
    },
    failure,
    clearFailure: () => setFailure(undefined),
    imageError,
    setImageError,
    isPending: mutation.isPending,
    asVisitor,
    submit,
  };
}
