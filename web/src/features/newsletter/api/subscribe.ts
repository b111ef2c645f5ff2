import {
  newsletterSubscriptionResultSchema,
  newsletterSubscriptionSchema,
  type NewsletterSubscriptionInput,
} from '@stayvn/shared';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

/** 201 `{ created: true }` for a new address, 200 `{ created: false }` when it was already on the list. */
export async function subscribeToNewsletter(input: NewsletterSubscriptionInput) {
  const body = newsletterSubscriptionSchema.parse(input);
  return apiSend('/v1/newsletter/subscriptions', {
    method: 'POST',
    body,
    schema: newsletterSubscriptionResultSchema,
  });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
