import { cmsLocaleOf, type Language, type TenantSupportInput } from '@stayvn/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { cmsGet } from '@/lib/cms-client';

const created = () => import('./schemas').then((module) => module.formCreatedSchema);

/** `POST /v1/owner-submissions`: multipart, the owner's fields and up to 10 images. */
export function sendOwnerSubmission(body: FormData, accessToken?: string) {
  return apiSend('/v1/owner-submissions', { method: 'POST', body, accessToken, schema: created });
}

/** `POST /v1/help-issues`: multipart, the issue's fields and up to 5 images. */
export function sendHelpIssue(body: FormData, accessToken?: string) {
  return apiSend('/v1/help-issues', { method: 'POST', body, accessToken, schema: created });
}

/** `POST /v1/tenant-support`: JSON, the tenants' customer-support form. */
export function sendTenantSupport(body: TenantSupportInput, accessToken?: string) {
  return apiSend('/v1/tenant-support', { method: 'POST', body, accessToken, schema: created });
}

/** `POST /v1/reviews`: multipart, the review of an e-mailed link and up to 5 images. */
export function sendReview(body: FormData) {
  return apiSend('/v1/reviews', { method: 'POST', body, schema: created });
}

/** `POST /v1/reviews/check-key`: whether the link's key can still be used, and the apartment. */
export function checkReviewKey(language: Language, key: string, signal?: AbortSignal) {
  return apiSend('/v1/reviews/check-key', {
    method: 'POST',
    body: { language, key },
    signal,
    schema: () => import('./schemas').then((module) => module.reviewKeyCheckedSchema),
  });
}

export type ReviewTag = { key: string; title: string };

async function getReviewTags(language: Language, signal?: AbortSignal): Promise<ReviewTag[]> {
  const response = await cmsGet('/api/review-tags', {
    schema: () => import('./schemas').then((module) => module.reviewTagsResponseSchema),
    signal,
    query: { locale: cmsLocaleOf(language), sort: 'id:asc', 'pagination[pageSize]': 50 },
  });
  return response.data;
}

export const reviewTagsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'review-tags', language],
    queryFn: ({ signal }) => getReviewTags(language, signal),
    staleTime: 5 * 60_000,
  });
