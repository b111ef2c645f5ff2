// First: zod's options must be set before any schema below (or of shared) is built.
import { z } from '@/lib/zod';
import {
  formCreatedSchema,
  helpIssueInputSchema,
  ownerSubmissionInputSchema,
  reviewKeyCheckedSchema,
  reviewSubmissionInputSchema,
  tenantSupportInputSchema,
} from '@stayvn/shared';

export { formCreatedSchema, reviewKeyCheckedSchema };

/** The fields the page sets (the captcha the widget fills, the review's key and language). */
const setByThePage = { captcha: true } as const;

/** What the owner fills in (the language is a field of the form itself). */
export const ownerFormSchema = ownerSubmissionInputSchema.unwrap().omit(setByThePage);
export const issueFormSchema = helpIssueInputSchema.unwrap().omit({ ...setByThePage, language: true });
export const supportFormSchema = tenantSupportInputSchema.unwrap().omit({ ...setByThePage, language: true });
export const reviewFormSchema = reviewSubmissionInputSchema.unwrap().omit({ key: true, language: true });

/** `GET /api/review-tags` of the CMS: the tags a reviewer picks one of. */
export const reviewTagsResponseSchema = z.lazy(() =>
  z.object({
    data: z.array(z.object({ key: z.string().min(1), title: z.string() })),
  }),
);
