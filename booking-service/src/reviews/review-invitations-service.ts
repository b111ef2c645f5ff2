import { createHash, randomBytes } from 'node:crypto';
import {
  cmsLocaleOf,
  formErrorKeys,
  formLimits,
  todayInVietnam,
  type Language,
  type ReviewKeyChecked,
  type ReviewSubmissionInput,
  type StaffReviewListQuery,
} from '@stayvn/shared';
import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { pickText } from '../catalog/catalog-row.js';
import type { CatalogRepository } from '../catalog/catalog-repository.js';
import type { Database } from '../db/connect.js';
import {
  bookings,
  catalogProperties,
  reviewInvitations,
  reviewTags,
  reviews,
  type ReviewInvitationRow,
  type ReviewRow,
  type ReviewStatus,
} from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { pageOf, searchOf } from '../staff/paging.js';
import type { OutboxService } from '../outbox/outbox-service.js';
import type { FileStore } from '../storage/file-store.js';
import { checkImages, removeImages, storeImages } from '../uploads/image-pipeline.js';
import { validationError } from '../uploads/multipart-form.js';

export interface ReviewInvitationsServiceDeps {
  db: Database;
  store: FileStore;
  catalog: Pick<CatalogRepository, 'find'>;
  outbox: Pick<OutboxService, 'enqueueMail'>;
  webUrl: string;
  now?: () => Date;
}

/** The folder of review images in the file store: served publicly once the review is published. */
export const reviewImagesFolder = 'reviews';

/** The statuses a booking's stay has ended in, once its check-out day has come. */
const stayedStatuses = ['confirmed', 'in_stay', 'completed'] as const;

/** A key is 256 random bits, sent as base64url; only its SHA-256 is stored. */
export function hashReviewKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const keyInvalid = () =>
  new AppError(400, formErrorKeys.reviewKey, 'The review link is invalid, used or expired', [
    { field: 'key', code: formErrorKeys.reviewKey, message: formErrorKeys.reviewKey },
  ]);

export interface InvitationTarget {
  propertyDocumentId: string;
  email: string;
  fullName: string;
  language: Language;
  userId?: string | null;
  bookingId?: string | null;
}

export function createReviewInvitationsService(deps: ReviewInvitationsServiceDeps) {
  const { db, store, catalog, outbox, webUrl } = deps;
  const now = deps.now ?? (() => new Date());

  /** The invitation of a key while it can still be used; undefined for any other key. */
  async function usable(key: string, tx: Database = db): Promise<ReviewInvitationRow | undefined> {
    const [row] = await tx
      .select()
      .from(reviewInvitations)
      .where(
        and(
          eq(reviewInvitations.keyHash, hashReviewKey(key)),
          isNull(reviewInvitations.usedAt),
          gt(reviewInvitations.expiresAt, now()),
        ),
      );
    return row;
  }

  async function propertyName(
    documentId: string,
    language: Language,
    tx: Database = db,
  ): Promise<string | null> {
    const row = await catalog.find(documentId, tx);
    return row ? (pickText(row.name, cmsLocaleOf(language)) ?? row.slug) : null;
  }

  /**
   * Writes an invitation (in `tx`) and queues its mail with the link
   * `{WEB_URL}/{lang}/send-review?verify-key=KEY`. Undefined when the booking already has one.
   */
  async function issue(
    target: InvitationTarget,
    tx: Database = db,
  ): Promise<{ id: string; key: string; expiresAt: Date } | undefined> {
    const key = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + formLimits.reviewInvitationDays * 86_400_000);
    const [row] = await tx
      .insert(reviewInvitations)
      .values({
        keyHash: hashReviewKey(key),
        propertyDocumentId: target.propertyDocumentId,
        bookingId: target.bookingId ?? null,
        userId: target.userId ?? null,
        email: target.email,
        fullName: target.fullName,
        language: target.language,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning({ id: reviewInvitations.id });
    if (!row) return undefined;
    const name =
      (await propertyName(target.propertyDocumentId, target.language, tx)) ?? target.propertyDocumentId;
    await outbox.enqueueMail(
      {
        to: target.email,
        language: target.language,
        template: {
          kind: 'review-invitation',
          link: `${webUrl}/${target.language}/send-review?verify-key=${key}`,
          fullName: target.fullName,
          propertyName: name,
          expiresOn: todayInVietnam(expiresAt),
        },
      },
      tx,
    );
    return { id: row.id, key, expiresAt };
  }

  /** Each review with its property's name in the review's language, in one read. */
  async function withPropertyNames(rows: ReviewRow[], tx: Database = db) {
    const ids = [...new Set(rows.map((row) => row.propertyDocumentId))];
    const found = ids.length
      ? await tx
          .select({ documentId: catalogProperties.documentId, name: catalogProperties.name })
          .from(catalogProperties)
          .where(inArray(catalogProperties.documentId, ids))
      : [];
    const names = new Map(found.map((property) => [property.documentId, property.name]));
    return rows.map((row) => {
      const name = names.get(row.propertyDocumentId);
      return { row, propertyName: name ? pickText(name, cmsLocaleOf(row.language)) : null };
    });
  }

  return {
    issue: (target: InvitationTarget, tx?: Database) =>
      tx ? issue(target, tx) : db.transaction((inner) => issue(target, inner)),

    /**
     * Invites every guest whose stay has ended (check-out day reached, in Vietnam) and who was
     * not invited yet: one invitation per booking, however often this runs. Returns how many.
     */
    async inviteAfterStays(
      limit = 200,
      /** Runs each invitation's transaction (a staff sweep writes its audit entry in it). */
      inTransaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T> = (work) => db.transaction(work),
    ): Promise<number> {
      const today = todayInVietnam(now());
      const due = await db
        .select()
        .from(bookings)
        .leftJoin(reviewInvitations, eq(reviewInvitations.bookingId, bookings.id))
        .where(
          and(
            inArray(bookings.status, [...stayedStatuses]),
            lte(bookings.checkOut, today),
            isNull(reviewInvitations.id),
            sql`${bookings.email} is not null`,
          ),
        )
        .orderBy(bookings.checkOut)
        .limit(limit);
      let sent = 0;
      for (const { bookings: booking } of due) {
        const issued = await inTransaction((tx) =>
          issue(
            {
              propertyDocumentId: booking.propertyDocumentId,
              email: booking.email!,
              fullName: booking.fullName ?? booking.email!,
              language: booking.language ?? 'en',
              userId: booking.userId,
              bookingId: booking.id,
            },
            tx,
          ),
        );
        if (issued) sent += 1;
      }
      return sent;
    },

    /** Whether a key can be used, and the apartment's name in `language` when it can. */
    async check(key: string, language: Language): Promise<ReviewKeyChecked> {
      const invitation = await usable(key);
      if (!invitation) return { valid: false, apartmentName: null };
      return { valid: true, apartmentName: await propertyName(invitation.propertyDocumentId, language) };
    },

    /**
     * A review through its invitation: the key is checked, then the images (by content), then
     * the images are encoded and stored, and one transaction spends the key (only if still
     * unused and unexpired: two sends of one link store one review) and stores the review as
     * `pending` for moderation. Its images are public only once it is published.
     */
    async submit(input: ReviewSubmissionInput, files: Buffer[]): Promise<{ id: string }> {
      const invitation = await usable(input.key);
      if (!invitation) throw keyInvalid();
      if (input.tagKey) {
        const [tag] = await db.select().from(reviewTags).where(eq(reviewTags.key, input.tagKey));
        if (!tag) {
          throw validationError([
            { field: 'tagKey', code: formErrorKeys.invalidValue, message: formErrorKeys.invalidValue },
          ]);
        }
      }
      const checked = await checkImages(files);
      const images = await storeImages(store, reviewImagesFolder, checked);
      try {
        const id = await db.transaction(async (tx) => {
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
        });
        return { id };
      } catch (error) {
        await removeImages(store, images);
        throw error;
      }
    },

    /** Staff's moderation: publish (counts in the totals, images public) or hide. */
    async moderate(
      reviewId: string,
      status: Exclude<ReviewStatus, 'pending'>,
      tx: Database = db,
    ): Promise<ReviewRow | undefined> {
      const [row] = await tx.update(reviews).set({ status }).where(eq(reviews.id, reviewId)).returning();
      return row;
    },

    /** Reviews sent through links, a page at a time, each with its property's name. */
    async pageForStaff(query: StaffReviewListQuery) {
      const sortColumns = {
        createdAt: reviews.createdAt,
        rate: reviews.rate,
        fullName: reviews.authorFullName,
      } as const;
      const where = and(
        eq(reviews.status, query.status),
        isNotNull(reviews.invitationId),
        searchOf(query.q, [reviews.authorFullName, reviews.content]),
      );
      const { items, total } = await pageOf(db, reviews, query, where, sortColumns[query.sort], reviews.id);
      return { items: await withPropertyNames(items), total };
    },

    withPropertyNames,

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
