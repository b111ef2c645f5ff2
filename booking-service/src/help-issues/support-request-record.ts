import type { Database } from '../db/connect.js';
import { supportRequests, type NewSupportRequestRow } from '../db/schema/index.js';
import type { FormKind } from '../mail/form-templates.js';
import type { OutboxService } from '../outbox/outbox-service.js';
import { consoleItemUrl } from '../staff/console-links.js';

export interface SupportRequestMailDeps {
  outbox: Pick<OutboxService, 'enqueueMail'>;
  /** SUPPORT_EMAIL: where staff read help issues and support requests. */
  supportEmail: string;
  webUrl: string;
}

/** One line of the staff notification: a form field and what the sender wrote in it. */
export type NotifiedField = { label: string; value: string };

/** Inserts the request and queues its two mails (acknowledgement, staff notification), in `tx`. */
export async function recordSupportRequest(
  { outbox, supportEmail, webUrl }: SupportRequestMailDeps,
  tx: Database,
  row: NewSupportRequestRow,
  form: Extract<FormKind, 'issue' | 'tenant_support'>,
  fields: NotifiedField[],
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
