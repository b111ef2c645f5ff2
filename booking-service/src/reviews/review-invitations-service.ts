import type { Language, ReviewKeyChecked, ReviewSubmissionInput } from '@stayvn/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { reviews } from '../db/schema/index.js';
import { inviteAfterStays, issueInvitation, type InvitationTarget } from './issue-invitation.js';
import {
  findUsableInvitation,
  propertyNameOf,
  reviewImagesFolder,
  type ReviewInvitationsContext,
  type ReviewInvitationsServiceDeps,
} from './review-invitation-context.js';
import { createReviewModeration } from './review-moderation.js';
import { submitReview } from './submit-review.js';

export type { InvitationTarget } from './issue-invitation.js';
export {
  hashReviewKey,
  reviewImagesFolder,
  type ReviewInvitationsServiceDeps,
} from './review-invitation-context.js';

export function createReviewInvitationsService(deps: ReviewInvitationsServiceDeps) {
  const ctx: ReviewInvitationsContext = { ...deps, now: deps.now ?? (() => new Date()) };
  const { db, store } = ctx;

  return {
    issue: (target: InvitationTarget, tx?: Database) =>
      tx ? issueInvitation(ctx, target, tx) : db.transaction((inner) => issueInvitation(ctx, target, inner)),

    /**
     * Invites every guest whose stay has ended (check-out day reached, in Vietnam) and who was
     * not invited yet: one invitation per booking, however often this runs. Returns how many.
     */
    inviteAfterStays: (
      limit = 200,
      /** Runs each invitation's transaction (a staff sweep writes its audit entry in it). */
      inTransaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T> = (work) => db.transaction(work),
    ): Promise<number> => inviteAfterStays(ctx, limit, inTransaction),

    /** Whether a key can be used, and the apartment's name in `language` when it can. */
    async check(key: string, language: Language): Promise<ReviewKeyChecked> {
      const invitation = await findUsableInvitation(ctx, key);
      if (!invitation) return { valid: false, apartmentName: null };
      return {
        valid: true,
        apartmentName: await propertyNameOf(ctx, invitation.propertyDocumentId, language),
      };
    },

    submit: (input: ReviewSubmissionInput, files: Buffer[]) => submitReview(ctx, input, files),

    ...createReviewModeration(db),

    /** A stored review image (or thumbnail) by file name, when its review is published. */
    async publishedImage(file: string): Promise<Buffer | undefined> {
      const key = `${reviewImagesFolder}/${file}`;
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(
          and(
            eq(reviews.status, 'published'),
            sql`(${reviews.images} @> ${JSON.stringify([{ key }])}::jsonb or ${reviews.images} @> ${JSON.stringify([{ thumbnailKey: key }])}::jsonb)`,
          ),
        )
        .limit(1);
      if (!row) return undefined;
      return (await store.get(key))?.bytes;
    },
  };
}

export type ReviewInvitationsService = ReturnType<typeof createReviewInvitationsService>;
