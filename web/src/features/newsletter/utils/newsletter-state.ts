import { emailPattern, limits, type NewsletterSubscriptionResult } from '@stayvn/shared';
import type { MessageId } from '@/i18n';
import { isHttpError } from '@/lib/http-error';

const fieldMessage: Record<string, MessageId> = {
  err_email: 'field.email.required',
  err_email_format: 'field.email.format',
};

/**
 * The e-mail's error by the shared rule (`newsletterSubscriptionSchema`'s `emailField`: trimmed,
 * required, at most 255, an address), or undefined. Checked without zod: the box is in every
 * page's footer, which renders as the page starts.
 */
export function newsletterEmailError(email: string): MessageId | undefined {
  const address = email.trim();
  if (!address) return 'field.email.required';
  if (address.length > limits.email || !emailPattern.test(address)) return 'field.email.format';
  return undefined;
}

export type NewsletterOutcome =
  | { kind: 'subscribed'; toast: MessageId }
  | { kind: 'already'; toast: MessageId }
  | { kind: 'field'; field: MessageId }
  | { kind: 'failed'; toast: MessageId };

/** What the box says after the service answered. */
export function outcomeOfResult(result: NewsletterSubscriptionResult): NewsletterOutcome {
  return result.created
    ? { kind: 'subscribed', toast: 'footer.newsletter.subscribed' }
    : { kind: 'already', toast: 'footer.newsletter.already' };
}

/**
 * What the box says after a failed call: the service's field error under the field, too many
 * attempts, or the spec's "newsletter subscribe failed".
 */
export function outcomeOfError(error: unknown): NewsletterOutcome {
  if (isHttpError(error)) {
    const emailError = error.details.find((detail) => detail.field === 'email');
    if (error.status === 400 && emailError) {
      return { kind: 'field', field: fieldMessage[emailError.code] ?? 'field.email.format' };
    }
    if (error.status === 429) return { kind: 'failed', toast: 'footer.newsletter.tooMany' };
  }
  return { kind: 'failed', toast: 'footer.newsletter.failed' };
}
