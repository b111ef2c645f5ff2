import { captchaErrorCode, captchaRequiredCode } from '@stayvn/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { languageAtom } from '@/lib/preferences/atoms';
import { isHttpError } from '@/lib/http-error';

// The widget's code is only fetched when the service asks for it: most log-ins never see it.
const CaptchaField = lazy(() =>
  import('@/components/captcha/captcha-field').then((module) => ({ default: module.CaptchaField })),
);

/**
 * The log-in's captcha: after several wrong passwords or codes for the account or from the
 * address the service asks for one (`captcha_required`) on every attempt until one succeeds, so
 * from then on the form shows the widget and sends its payload (as the guests' log-in does).
 */
export function useLoginCaptcha() {
  const language = useAtomValue(languageAtom);
  const [asked, setAsked] = useState(false);
  const [payload, setPayload] = useState<string>();
  const [round, setRound] = useState(0);
  return {
    payload,
    /** Asked for and not solved yet: nothing to send. */
    waiting: asked && !payload,
    /** After any answer to an attempt that sent one: true when the error was about the captcha. */
    answered(error?: unknown): boolean {
      // A solution is accepted once: whatever the answer, the next try solves a new one.
      if (payload) setRound((current) => current + 1);
      const code = isHttpError(error) ? error.code : undefined;
      if (code !== captchaRequiredCode && code !== captchaErrorCode) return false;
      setAsked(true);
      return true;
    },
    field: asked ? (
      <Suspense fallback={null}>
        <CaptchaField language={language} onChange={setPayload} resetKey={round} />
      </Suspense>
    ) : null,
  };
}
