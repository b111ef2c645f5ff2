import {
  errorCodes,
  errorEnvelopeSchema,
  ownerSubmissionStatusBodySchema,
  staffRejectSubmissionBodySchema,
  type StaffOwnerSubmission,
  uuidParamsSchema,
  staffOwnerSubmissionDetailSchema,
  staffOwnerSubmissionListQuerySchema,
  staffOwnerSubmissionPageSchema,
  staffOwnerSubmissionSchema,
} from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownerSubmissions, type OwnerSubmissionRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import { createCmsDrafts, type DraftImage } from '../../../owner-submissions/cms-drafts.js';
import { createStaffQueue } from '../../../staff/queue.js';
import { staffQueueRoutes, type QueueHelpers } from '../../../staff/queue-routes.js';
import { staffImageUrls } from '../../../uploads/staff-images.js';

/**
 * Owners' property submissions: new, in_review, then approved (a draft property in the CMS) or
 * rejected (the reason mailed to the owner), each by its own action.
 */
export default staffQueueRoutes(
  {
    noun: 'owner submission',
    entityType: 'owner-submissions',
    queue: (fastify) =>
      createStaffQueue<OwnerSubmissionRow>(fastify.db, {
        table: ownerSubmissions,
        columns: ownerSubmissions,
        subjectType: 'owner_submission',
        search: [
          ownerSubmissions.fullName,
          ownerSubmissions.email,
          ownerSubmissions.phoneNumber,
          ownerSubmissions.address,
          ownerSubmissions.descriptionFacilities,
          ownerSubmissions.descriptionAmenities,
        ],
        filters: (query) => [
          query.cityId
            ? eq(ownerSubmissions.cityId, query.cityId as typeof ownerSubmissions.$inferSelect.cityId)
            : undefined,
        ],
      }),
    query: staffOwnerSubmissionListQuerySchema,
    statusBody: ownerSubmissionStatusBodySchema,
    item: staffOwnerSubmissionSchema,
    detail: staffOwnerSubmissionDetailSchema,
    page: staffOwnerSubmissionPageSchema,
    fields: (fastify, row) => ({ ...row, images: staffImageUrls(fastify.config.PUBLIC_URL, row.images) }),
    about: () => 'owner',
    afterReply: { from: ['new'], to: 'in_review' },
    reservedStatuses: ['approved', 'rejected'],
  },
  decisions,
);

const decided = new Set(['approved', 'rejected']);

function undecided(row: OwnerSubmissionRow) {
  if (decided.has(row.status))
    throw new AppError(409, errorCodes.conflict, `The submission is ${row.status} already`);
}

/** A working title for the draft, for an editor to change: the address, else the owner's name. */
function draftTitle(row: OwnerSubmissionRow): string {
  const type = row.propertyType ? row.propertyType.replace(/_/g, ' ') : 'property';
  return `${type[0]!.toUpperCase()}${type.slice(1)}: ${row.address?.trim() || row.fullName}`.slice(0, 200);
}

/** The submission's stored images, named for the media library, and today's exchange rate. */
async function draftInputs(
  fastify: FastifyInstance,
  row: OwnerSubmissionRow,
): Promise<{ images: DraftImage[]; exchangeRate: number | null }> {
  const images: DraftImage[] = [];
  for (const [index, image] of row.images.entries()) {
    const stored = await fastify.fileStore.get(image.key);
    if (stored)
      images.push({
        bytes: stored.bytes,
        contentType: stored.contentType,
        filename: `owner-${row.id.slice(0, 8)}-${index + 1}.${image.key.split('.').pop()}`,
      });
  }
  const exchangeRate = await fastify.bookingSettings
    .get()
    .then((settings) => settings.exchangeRate)
    .catch(() => null);
  return { images, exchangeRate };
}

/** Approve (a draft property in the CMS) and reject (the reason mailed to the owner). */
function decisions(
  app: FastifyInstance,
  { queue, answer, lockOr404, errors, security }: QueueHelpers<OwnerSubmissionRow>,
) {
  const fastify = app.withTypeProvider<ZodTypeProvider>();
  const { CMS_API_TOKEN, WEB_URL } = fastify.config;
  const drafts = CMS_API_TOKEN ? createCmsDrafts(fastify.cms) : null;

  fastify.post(
    '/:id/approve',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Approves a submission: a draft property is created in the CMS, its images in the media library',
        description:
          'Through the CMS API token (CMS_API_TOKEN): the images are uploaded to the media library, then ' +
          'the property is created as a draft in the submitted language, for an editor to finish and ' +
          'publish. 409 when already approved or rejected; 503 when the CMS cannot be reached or refuses.',
        security,
        params: uuidParamsSchema,
        response: { 200: staffOwnerSubmissionSchema, ...errors, 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await queue.find(id);
      if (!row) throw new AppError(404, errorCodes.notFound, 'No such owner submission');
      undecided(row);
      if (!drafts) throw new AppError(503, errorCodes.unavailable, 'CMS_API_TOKEN is not set');
      // The CMS is called outside any transaction: no database lock waits on another service.
      const { images, exchangeRate } = await draftInputs(fastify, row);
      let documentId: string;
      try {
        ({ documentId } = await drafts.createDraft(row, images, { title: draftTitle(row), exchangeRate }));
      } catch (error) {
        request.log.error({ err: error, submission: id }, 'staff: the CMS draft could not be created');
        throw new AppError(503, errorCodes.unavailable, 'The CMS did not take the draft property; try again');
      }
      const approved = await fastify.staffAction(request, {
        action: 'owner-submissions.approve',
        entityType: 'owner-submissions',
        entityId: id,
        before: async (tx) => {
          const locked = await lockOr404(id, tx);
          // Decided by someone else while the draft was made: the draft stays for an editor to remove.
          undecided(locked);
          return answer(locked, tx);
        },
        change: async (tx) =>
          answer(await queue.update(id, { status: 'approved', cmsDocumentId: documentId }, tx), tx),
      });
      request.log.info({ submission: id, documentId }, 'staff approved an owner submission');
      return approved as StaffOwnerSubmission;
    },
  );

  fastify.post(
    '/:id/reject',
    {
      schema: {
        tags: ['staff'],
        summary: 'Rejects a submission; the reason is mailed to the owner in their language',
        security,
        params: uuidParamsSchema,
        body: staffRejectSubmissionBodySchema,
        response: { 200: staffOwnerSubmissionSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      let locked: OwnerSubmissionRow;
      const rejected = await fastify.staffAction(request, {
        action: 'owner-submissions.reject',
        entityType: 'owner-submissions',
        entityId: id,
        before: async (tx) => {
          locked = await lockOr404(id, tx);
          undecided(locked);
          return answer(locked, tx);
        },
        change: async (tx) => {
          await fastify.outbox.enqueueMail(
            {
              to: locked.email,
              language: locked.language,
              template: {
                kind: 'owner-submission-rejected',
                link: `${WEB_URL}/${locked.language}`,
                fullName: locked.fullName,
                reason,
              },
            },
            tx,
          );
          return answer(await queue.update(id, { status: 'rejected', rejectionReason: reason }, tx), tx);
        },
      });
      fastify.outbox.nudge();
      return rejected as StaffOwnerSubmission;
    },
  );
}
