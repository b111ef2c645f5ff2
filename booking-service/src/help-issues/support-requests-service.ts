import type { HelpIssueInput, TenantSupportInput } from '@stayvn/shared';
import { submitWithImages, type FormSubmissionDeps } from '../uploads/form-submission.js';
import { helpIssueOf, tenantSupportOf } from './support-request-forms.js';
import { createSupportRequestQueries } from './support-request-queries.js';
import { recordSupportRequest, type SupportRequestMailDeps } from './support-request-record.js';

export interface SupportRequestsServiceDeps extends FormSubmissionDeps, SupportRequestMailDeps {}

/** The folder of help-issue images in the file store: private, served to staff only. */
export const issueImagesFolder = 'help-issues';

export function createSupportRequestsService(deps: SupportRequestsServiceDeps) {
  return {
    /** A help issue with its images: stored with status `new`, acknowledged, staff told. */
    async createIssue(
      input: HelpIssueInput,
      files: Buffer[],
      userId: string | null,
    ): Promise<{ id: string }> {
      const id = await submitWithImages({
        deps,
        files,
        folder: issueImagesFolder,
        captcha: input.captcha,
        write: (tx, images) => {
          const { row, fields } = helpIssueOf(input, userId, images);
          return recordSupportRequest(deps, tx, row, 'issue', fields);
        },
      });
      return { id };
    },

    /** The tenants' customer-support form (no images). */
    async createTenantSupport(input: TenantSupportInput, userId: string | null): Promise<{ id: string }> {
      const id = await submitWithImages({
        deps,
        files: [],
        folder: issueImagesFolder,
        captcha: input.captcha,
        write: (tx) => {
          const { row, fields } = tenantSupportOf(input, userId);
          return recordSupportRequest(deps, tx, row, 'tenant_support', fields);
        },
      });
      return { id };
    },

    ...createSupportRequestQueries(deps.db),
  };
}

export type SupportRequestsService = ReturnType<typeof createSupportRequestsService>;
