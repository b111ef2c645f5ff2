import { z } from 'zod';
import { emailField } from './fields.js';
import { languageSchema } from './languages.js';

/** The footer's newsletter box (spec §2.8, §5: e-mail required and valid). */
export const newsletterSubscriptionSchema = z.lazy(() =>
  z.object({
    email: emailField(),
    language: languageSchema,
  }),
);
export type NewsletterSubscriptionInput = z.infer<typeof newsletterSubscriptionSchema>;

/** `created` false: the address was already subscribed (the web says so, it is not an error). */
export const newsletterSubscriptionResultSchema = z.lazy(() => z.object({ created: z.boolean() }));
export type NewsletterSubscriptionResult = z.infer<typeof newsletterSubscriptionResultSchema>;
