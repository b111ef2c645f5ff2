import {
  staffEnquiryDetailSchema,
  staffEnquiryListQuerySchema,
  staffEnquiryPageSchema,
  staffEnquirySchema,
  staffEnquiryStatusBodySchema,
} from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { enquiries, type EnquiryRow } from '../../../db/schema/index.js';
import { createStaffQueue } from '../../../staff/queue.js';
import { staffQueueRoutes } from '../../../staff/queue-routes.js';

/** Visitors' enquiries (the four forms): new, in_progress, answered, closed. */
export default staffQueueRoutes({
  noun: 'enquiry',
  entityType: 'enquiries',
  queue: (fastify) =>
    createStaffQueue<EnquiryRow>(fastify.db, {
      table: enquiries,
      columns: enquiries,
      subjectType: 'enquiry',
      search: [
        enquiries.fullName,
        enquiries.email,
        enquiries.phoneNumber,
        enquiries.companyName,
        enquiries.message,
      ],
      filters: (query) => [
        query.kind ? eq(enquiries.kind, query.kind as typeof enquiries.$inferSelect.kind) : undefined,
      ],
    }),
  query: staffEnquiryListQuerySchema,
  statusBody: staffEnquiryStatusBodySchema,
  item: staffEnquirySchema,
  detail: staffEnquiryDetailSchema,
  page: staffEnquiryPageSchema,
  fields: (_fastify, row) => ({ ...row }),
  about: () => 'enquiry',
  afterReply: { from: ['new', 'in_progress'], to: 'answered' },
});
