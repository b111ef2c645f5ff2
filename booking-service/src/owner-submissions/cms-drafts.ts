import { cityCodeOf, cmsLocaleOf, type CityId } from '@stayvn/shared';
import { z } from 'zod';
import { CmsResponseError, type CmsClient } from '../cms/cms-client.js';
import type { OwnerSubmissionRow } from '../db/schema/index.js';

// What a draft needs of the CMS's answers: an unexpected one fails the approval with its reason.
const cityLookupSchema = z.object({ data: z.array(z.object({ documentId: z.string() })) });
const uploadedSchema = z.array(z.object({ id: z.number() }));
const createdSchema = z.object({ data: z.object({ documentId: z.string() }) });

/** An image of a submission, read from the file store, to upload to the CMS media library. */
export interface DraftImage {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/** USD or VND prices of a lease from what the owner typed, both when an exchange rate is known. */
function prices(row: OwnerSubmissionRow, exchangeRate: number | null) {
  if (row.leasePrice === null) return {};
  if (row.currency === 'USD')
    return {
      priceUsd: row.leasePrice,
      ...(exchangeRate ? { priceVnd: Math.round(row.leasePrice * exchangeRate) } : {}),
    };
  return {
    priceVnd: row.leasePrice,
    ...(exchangeRate ? { priceUsd: Math.round((row.leasePrice / exchangeRate) * 100) / 100 } : {}),
  };
}

/** The draft's text, in the owner's words and language, for an editor to finish. */
function overview(row: OwnerSubmissionRow): string {
  return [row.descriptionFacilities, row.descriptionAmenities]
    .filter((part): part is string => Boolean(part?.trim()))
    .join('\n\n');
}

/**
 * Creates draft properties in the CMS through its REST API with the booking service's API token
 * (Strapi 5): the images go to the media library (`POST /api/upload`), then the property is
 * created as a draft (`POST /api/properties?status=draft&locale=…`) in the submitted language,
 * linked to its city and images, never published. Returns the new document's id.
 */
export function createCmsDrafts(cms: CmsClient) {
  async function cityDocumentId(cityId: CityId): Promise<string | null> {
    const query = new URLSearchParams({ 'filters[code][$eq]': cityCodeOf(cityId), 'fields[0]': 'code' });
    const answer = await cms.read(cityLookupSchema, '/api/cities', 'city lookup', { query, auth: true });
    if (!answer) throw new CmsResponseError('CMS has no /api/cities');
    return answer.data[0]?.documentId ?? null;
  }

  async function upload(images: DraftImage[]): Promise<number[]> {
    if (images.length === 0) return [];
    const form = new FormData();
    for (const image of images)
      form.append(
        'files',
        new Blob([new Uint8Array(image.bytes)], { type: image.contentType }),
        image.filename,
      );
    const uploaded = uploadedSchema.parse(
      await cms.post('/api/upload', form, 'upload', { auth: true, timeoutMs: null }),
    );
    return uploaded.map((file) => file.id);
  }

  return {
    async createDraft(
      row: OwnerSubmissionRow,
      images: DraftImage[],
      context: { title: string; exchangeRate: number | null },
    ): Promise<{ documentId: string }> {
      const [city, imageIds] = await Promise.all([cityDocumentId(row.cityId), upload(images)]);
      const bathrooms = row.bathrooms ? Number.parseInt(row.bathrooms, 10) : null;
      const data = {
        name: context.title,
        kind: row.propertyType === 'office' ? 'office' : 'apartment',
        typeCode: 'long',
        address: row.address ?? undefined,
        bathrooms: Number.isFinite(bathrooms) ? bathrooms : undefined,
        overview: overview(row) || undefined,
        ...prices(row, context.exchangeRate),
        ...(city ? { city } : {}),
        ...(imageIds.length > 0 ? { images: imageIds } : {}),
      };
      const query = new URLSearchParams({ status: 'draft', locale: cmsLocaleOf(row.language) });
      const created = createdSchema.parse(
        await cms.post('/api/properties', { data }, 'property draft', { query, auth: true, timeoutMs: null }),
      );
      return { documentId: created.data.documentId };
    },
  };
}

export type CmsDrafts = ReturnType<typeof createCmsDrafts>;
