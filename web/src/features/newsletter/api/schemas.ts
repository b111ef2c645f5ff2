export { newsletterSubscriptionResultSchema, newsletterSubscriptionSchema } from '@stayvn/shared';
