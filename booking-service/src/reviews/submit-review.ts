import { formErrorKeys, type ReviewSubmissionInput } from '@stayvn/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { reviewInvitations, reviewTags, reviews, type ReviewInvitationRow } from '../db/schema/index.js';
import { checkImages, removeImages, storeImages, type StoredImage } from '../uploads/image-pipeline.js';
import { validationError } from '../uploads/multipart-form.js';
import {
  findUsableInvitation,
  keyInvalid,
  reviewImagesFolder,
  type ReviewInvitationsContext,
} from './review-invitation-context.js';

/**
 * A review through its invitation: the key is checked, then the images (by content), then
 * the images are encoded and stored, and one transaction spends the key (only if still
 * unused and unexpired: two sends of one link store one review) and stores the review as
 * `pending` for moderation. Its images are public only once it is published.
 */
export async function submitReview(
  ctx: ReviewInvitationsContext,
  input: ReviewSubmissionInput,
  files: Buffer[],
): Promise<{ id: string }> {
  const invitation = await findUsableInvitation(ctx, input.key);
  if (!invitation) throw keyInvalid();
  if (input.tagKey) {
    const [tag] = await ctx.db.select().from(reviewTags).where(eq(reviewTags.key, input.tagKey));
    if (!tag) {
      throw validationError([
        { field: 'tagKey', code: formErrorKeys.invalidValue, message: formErrorKeys.invalidValue },
      ]);
    }
  }
  const checked = await checkImages(files);
  const images = await storeImages(ctx.store, reviewImagesFolder, checked);
  try {
    const id = await ctx.db.transaction((tx) => spendKeyAndStore(ctx, tx, invitation, input, images));
    return { id };
  } catch (error) {
    await removeImages(ctx.store, images);
    throw error;
  }
}

/** Spends the invitation's key, stores the review as `pending` and queues its acknowledgement. */
async function spendKeyAndStore(
  { now, outbox, webUrl }: ReviewInvitationsContext,
  tx: Database,
  invitation: ReviewInvitationRow,
  input: ReviewSubmissionInput,
  images: StoredImage[],
): Promise<string> {
  const [spent] = await tx
    .update(reviewInvitations)
    .set({ usedAt: now() })
    .where(
      and(
        eq(reviewInvitations.id, invitation.id),
        isNull(reviewInvitations.usedAt),
        gt(reviewInvitations.expiresAt, now()),
      ),
    )
    .returning({ id: reviewInvitations.id });
  if (!spent) throw keyInvalid();
  const [row] = await tx
    .insert(reviews)
    .values({
      propertyDocumentId: invitation.propertyDocumentId,
      authorFullName: invitation.fullName,
      userId: invitation.userId,
      rate: input.rate,
      content: input.content ?? '',
      tagKey: input.tagKey ?? null,
      images: images.map(({ key, thumbnailKey }) => ({ key, thumbnailKey })),
      language: input.language,
      status: 'pending',
      invitationId: invitation.id,
    })
    .returning({ id: reviews.id });
  await outbox.enqueueMail(
    {
      to: invitation.email,
      language: input.language,
      template: {
        kind: 'form-acknowledgement',
        form: 'review',
        link: `${webUrl}/${input.language}`,
        fullName: invitation.fullName,
      },
    },
    tx,
  );
  return row!.id;
}
