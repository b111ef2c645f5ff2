import type { EnquiryInput } from '@stayvn/shared';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

/** `POST /v1/enquiries`: any of the four kinds; the booking service stores it and mails both sides. */
export function sendEnquiry(input: EnquiryInput, accessToken?: string) {
  return apiSend('/v1/enquiries', {
    method: 'POST',
    body: input,
    accessToken,
    schema: () => import('./schemas').then((module) => module.enquiryCreatedSchema),
  });
}

export function useSendEnquiry(accessToken: string | undefined) {
  return useMutation({ mutationFn: (input: EnquiryInput) => sendEnquiry(input, accessToken) });
}
