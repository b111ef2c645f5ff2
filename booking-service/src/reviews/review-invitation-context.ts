import { createHash } from 'node:crypto';
import { cmsLocaleOf, formErrorKeys, type Language } from '@stayvn/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CatalogRepository } from '../catalog/catalog-repository.js';
import { pickText } from '../catalog/catalog-row.js';
import type { Database } from '../db/connect.js';
import { reviewInvitations, type ReviewInvitationRow } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { OutboxService } from '../outbox/outbox-service.js';
import type { FileStore } from '../storage/file-store.js';

/*
 * What the parts of the review invitations service (issuing, submitting, moderating) share:
 * the service's dependencies with its clock, and the reads of a key and a property's name.
 */

export interface ReviewInvitationsServiceDeps {
  db: Database;
  store: FileStore;
  catalog: Pick<CatalogRepository, 'find'>;
  outbox: Pick<OutboxService, 'enqueueMail'>;
  webUrl: string;
  now?: () => Date;
}

export type ReviewInvitationsContext = Omit<ReviewInvitationsServiceDeps, 'now'> & { now: () => Date };

/** The folder of review images in the file store: served publicly once the review is published. */
export const reviewImagesFolder = 'reviews';

/** A key is 256 random bits, sent as base64url; only its SHA-256 is stored. */
export function hashReviewKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export const keyInvalid = () =>
  new AppError(400, formErrorKeys.reviewKey, 'The review link is invalid, used or expired', [
    { field: 'key', code: formErrorKeys.reviewKey, message: formErrorKeys.reviewKey },
  ]);

/** The invitation of a key while it can still be used; undefined for any other key. */
export async function findUsableInvitation(
  { db, now }: ReviewInvitationsContext,
  key: string,
  tx: Database = db,
): Promise<ReviewInvitationRow | undefined> {
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

/** The property's name in `language` (its slug when it has none); null when it is not indexed. */
export async function propertyNameOf(
  { db, catalog }: ReviewInvitationsContext,
  documentId: string,
  language: Language,
  tx: Database = db,
): Promise<string | null> {
  const row = await catalog.find(documentId, tx);
  return row ? (pickText(row.name, cmsLocaleOf(language)) ?? row.slug) : null;
}
