import type {
  HelpIssueInput,
  SupportRequestKind,
  SupportRequestStatus,
  TenantSupportInput,
} from '@stayvn/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { supportRequests, type NewSupportRequestRow, type SupportRequestRow } from '../db/schema/index.js';
import type { FormKind } from '../mail/form-templates.js';
import type { OutboxService } from '../outbox/outbox-service.js';
import { consoleItemUrl } from '../staff/console-links.js';
import { submitWithImages, type FormSubmissionDeps } from '../uploads/form-submission.js';

export interface SupportRequestsServiceDeps extends FormSubmissionDeps {
  outbox: Pick<OutboxService, 'enqueueMail'>;
  /** SUPPORT_EMAIL: where staff read help issues and support requests. */
  supportEmail: string;
  webUrl: string;
}

/** The folder of help-issue images in the file store: private, served to staff only. */
export const issueImagesFolder = 'help-issues';

export function createSupportRequestsService(deps: SupportRequestsServiceDeps) {
  const { outbox, supportEmail, webUrl } = deps;

  /** Inserts the request and queues its two mails, in the caller's transaction. */
  async function write(
    tx: Database,
    row: NewSupportRequestRow,
    form: Extract<FormKind, 'issue' | 'tenant_support'>,
    fields: { label: string; value: string }[],
  ): Promise<string> {
    const [inserted] = await tx.insert(supportRequests).values(row).returning({ id: supportRequests.id });
    const id = inserted!.id;
    await outbox.enqueueMail(
      {
        to: row.email,
        language: row.language,
        template: {
          kind: 'form-acknowledgement',
          form,
          link: `${webUrl}/${row.language}`,
          fullName: row.fullName,
        },
      },
      tx,
    );
    await outbox.enqueueMail(
      {
        to: supportEmail,
        language: 'en',
        template: {
          kind: 'form-notification',
          form,
          link: consoleItemUrl(webUrl, form === 'issue' ? 'help-issues' : 'support-requests', id),
          id,
          senderLanguage: row.language,
          fields,
        },
      },
      tx,
    );
    return id;
  }

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
        write: (tx, images) =>
          write(
            tx,
            {
              kind: 'issue',
              language: input.language,
              userId,
              fullName: input.fullName,
              phoneNumber: input.phoneNumber,
              email: input.email,
              apartmentName: input.apartmentName,
              address: input.address,
              issueType: input.issueType,
              message: input.description || null,
              images,
            },
            'issue',
            [
              { label: 'Issue type', value: input.issueType },
              { label: 'Apartment', value: input.apartmentName },
              { label: 'Address', value: input.address },
              { label: 'Full name', value: input.fullName },
              { label: 'E-mail', value: input.email },
              { label: 'Phone', value: input.phoneNumber },
              { label: 'Description', value: input.description ?? '' },
              { label: 'Images', value: String(images.length) },
            ],
          ),
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
        write: (tx) =>
          write(
            tx,
            {
              kind: 'tenant_support',
              language: input.language,
              userId,
              fullName: input.fullName,
              phoneNumber: input.phoneNumber,
              email: input.email,
              address: input.residenceAddress,
              message: input.message,
            },
            'tenant_support',
            [
              { label: 'Full name', value: input.fullName },
              { label: 'Residence address', value: input.residenceAddress },
              { label: 'E-mail', value: input.email },
              { label: 'Mobile', value: input.phoneNumber },
              { label: 'Inquiry', value: input.message },
            ],
          ),
      });
      return { id };
    },

    async list(
      filter: { kind?: SupportRequestKind | undefined; status?: SupportRequestStatus | undefined },
      limit = 100,
    ): Promise<SupportRequestRow[]> {
      return deps.db
        .select()
        .from(supportRequests)
        .where(
          and(
            filter.kind ? eq(supportRequests.kind, filter.kind) : undefined,
            filter.status ? eq(supportRequests.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(supportRequests.createdAt))
        .limit(limit);
    },

    async find(id: string): Promise<SupportRequestRow | undefined> {
      const [row] = await deps.db.select().from(supportRequests).where(eq(supportRequests.id, id));
      return row;
    },

    async setStatus(id: string, status: SupportRequestStatus): Promise<SupportRequestRow | undefined> {
      const [row] = await deps.db
        .update(supportRequests)
        .set({ status, updatedAt: new Date() })
        .where(eq(supportRequests.id, id))
        .returning();
      return row;
    },
  };
}

export type SupportRequestsService = ReturnType<typeof createSupportRequestsService>;
