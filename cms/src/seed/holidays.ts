import type { Core } from '@strapi/strapi';
import { siteSettingSeed } from './site-setting';

/** Seasonal rates (issue 32): the holidays and weekend nights, once, on a setting made before them. */
export async function ensureHolidays(
  strapi: Core.Strapi,
  existing: Record<string, unknown> & { documentId: string },
) {
  const full = (await strapi
    .documents('api::site-setting.site-setting')
    .findOne({ documentId: existing.documentId, populate: { holidays: true } })) as {
    holidays?: unknown[];
  } | null;
  if (existing.weekendNights != null || (full?.holidays?.length ?? 0) > 0) return;
  await strapi.documents('api::site-setting.site-setting').update({
    documentId: existing.documentId,
    data: { weekendNights: siteSettingSeed.weekendNights, holidays: siteSettingSeed.holidays } as never,
  });
}
