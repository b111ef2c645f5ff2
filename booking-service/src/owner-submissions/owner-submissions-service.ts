import {
  cityCodeOf,
  type CityId,
  type OwnerSubmissionInput,
  type OwnerSubmissionStatus,
} from '@stayvn/shared';
import { desc, eq } from 'drizzle-orm';
import { ownerSubmissions, type OwnerSubmissionRow } from '../db/schema/index.js';
import { supportContactTypes } from '../enquiries/support-addresses.js';
import type { OutboxService } from '../outbox/outbox-service.js';
import { consoleItemUrl } from '../staff/console-links.js';
import { submitWithImages, type FormSubmissionDeps } from '../uploads/form-submission.js';

export interface OwnerSubmissionsServiceDeps extends FormSubmissionDeps {
  outbox: Pick<OutboxService, 'enqueueMail'>;
  /** The support address of a city (CMS site setting, SUPPORT_EMAIL when none). */
  supportAddressOf: (cityId: CityId, type: number) => Promise<string>;
  webUrl: string;
}

/** The folder of the owners' images in the file store: private, served to staff only. */
export const ownerImagesFolder = 'owner-submissions';

/** The staff notification's lines: what the owner sent, and how many images. */
function notificationFields(input: OwnerSubmissionInput, images: number) {
  return [
    { label: 'Full name', value: input.fullName },
    { label: 'E-mail', value: input.email },
    { label: 'Phone', value: input.phoneNumber },
    { label: 'City', value: cityCodeOf(input.cityId) },
    { label: 'Property type', value: input.propertyType ?? '' },
    { label: 'Bedrooms', value: input.bedrooms ?? '' },
    { label: 'Bathrooms', value: input.bathrooms ?? '' },
    { label: 'Address', value: input.address ?? '' },
    {
      label: 'Lease price',
      value: input.leasePrice === undefined ? '' : `${input.leasePrice} ${input.currency}`,
    },
    { label: 'Facilities', value: input.descriptionFacilities ?? '' },
    { label: 'Amenities', value: input.descriptionAmenities ?? '' },
    { label: 'Images', value: String(images) },
  ];
}

export function createOwnerSubmissionsService(deps: OwnerSubmissionsServiceDeps) {
  const { outbox, supportAddressOf, webUrl } = deps;

  return {
    /**
     * Stores an owner's property with its images (status `new`), an acknowledgement to the owner
     * in their language and a notification to the support address of the property's city.
     */
    async create(
      input: OwnerSubmissionInput,
      files: Buffer[],
      userId: string | null,
    ): Promise<{ id: string }> {
      const staffAddress = await supportAddressOf(input.cityId, supportContactTypes.residence);
      const id = await submitWithImages({
        deps,
        files,
        folder: ownerImagesFolder,
        captcha: input.captcha,
        write: async (tx, images) => {
          const [row] = await tx
            .insert(ownerSubmissions)
            .values({
              language: input.language,
              userId,
              fullName: input.fullName,
              phoneNumber: input.phoneNumber,
              email: input.email,
              cityId: input.cityId,
              propertyType: input.propertyType ?? null,
              currency: input.currency,
              bedrooms: input.bedrooms ?? null,
              bathrooms: input.bathrooms ?? null,
              address: input.address || null,
              descriptionFacilities: input.descriptionFacilities || null,
              descriptionAmenities: input.descriptionAmenities || null,
              leasePrice: input.leasePrice ?? null,
              images,
            })
            .returning({ id: ownerSubmissions.id });
          const submissionId = row!.id;
          await outbox.enqueueMail(
            {
              to: input.email,
              language: input.language,
              template: {
                kind: 'form-acknowledgement',
                form: 'owner',
                link: `${webUrl}/${input.language}`,
                fullName: input.fullName,
              },
            },
            tx,
          );
          await outbox.enqueueMail(
            {
              to: staffAddress,
              language: 'en',
              template: {
                kind: 'form-notification',
                form: 'owner',
                link: consoleItemUrl(webUrl, 'owner-submissions', submissionId),
                id: submissionId,
                senderLanguage: input.language,
                fields: notificationFields(input, images.length),
              },
            },
            tx,
          );
          return submissionId;
        },
      });
      return { id };
    },

    async list(status: OwnerSubmissionStatus | undefined, limit = 100): Promise<OwnerSubmissionRow[]> {
      const query = deps.db.select().from(ownerSubmissions);
      return (status ? query.where(eq(ownerSubmissions.status, status)) : query)
        .orderBy(desc(ownerSubmissions.createdAt))
        .limit(limit);
    },

    async find(id: string): Promise<OwnerSubmissionRow | undefined> {
      const [row] = await deps.db.select().from(ownerSubmissions).where(eq(ownerSubmissions.id, id));
      return row;
    },

    async setStatus(id: string, status: OwnerSubmissionStatus): Promise<OwnerSubmissionRow | undefined> {
      const [row] = await deps.db
        .update(ownerSubmissions)
        .set({ status, updatedAt: new Date() })
        .where(eq(ownerSubmissions.id, id))
        .returning();
      return row;
    },
  };
}

export type OwnerSubmissionsService = ReturnType<typeof createOwnerSubmissionsService>;
