import type { NewsletterSubscriptionInput } from '@stayvn/shared';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

const schemas = () => import('./schemas');

/** 201 `{ created: true }` for a new address, 200 `{ created: false }` when it was already on the list. */
export async function subscribeToNewsletter(input: NewsletterSubscriptionInput) {
  const body = (await schemas()).newsletterSubscriptionSchema.parse(input);
  return apiSend('/v1/newsletter/subscriptions', {
    method: 'POST',
    body,
    schema: () => schemas().then((module) => module.newsletterSubscriptionResultSchema),
  });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
