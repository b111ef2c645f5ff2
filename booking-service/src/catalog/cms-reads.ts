import { cmsLocales } from '@stayvn/shared';
import type { NewReviewTagRow } from '../db/schema/index.js';
import { toCatalogRow, type LocalizedEntries } from './catalog-row.js';
import type { CatalogCms, InvalidCmsEntry } from './catalog-cms.js';
import { toProjectRow, type LocalizedProjectEntries } from './project-row.js';

/** Every published property in every locale, as index rows; `invalid`, those the CMS answered badly. */
export async function readProperties(cms: CatalogCms, signal?: AbortSignal) {
  const byDocument = new Map<string, LocalizedEntries>();
  const invalid: InvalidCmsEntry[] = [];
  for (const locale of cmsLocales) {
    const list = await cms.listProperties(locale, signal);
    invalid.push(...list.invalid);
    for (const entry of list.entries) {
      const entries = byDocument.get(entry.documentId) ?? {};
      entries[locale] = entry;
      byDocument.set(entry.documentId, entries);
    }
  }
  const rows = [...byDocument.values()].map((entries) => toCatalogRow(entries)).filter((row) => row !== null);
  return { rows, invalid };
}

/** Every published project in every locale; `keep` also names those the CMS answered badly. */
export async function readProjects(cms: CatalogCms, signal?: AbortSignal) {
  const byDocument = new Map<string, LocalizedProjectEntries>();
  const invalid: InvalidCmsEntry[] = [];
  for (const locale of cmsLocales) {
    const list = await cms.listProjects(locale, signal);
    invalid.push(...list.invalid);
    for (const entry of list.entries) {
      byDocument.set(entry.documentId, { ...byDocument.get(entry.documentId), [locale]: entry });
    }
  }
  const rows = [...byDocument.values()].map((entries) => toProjectRow(entries)).filter((row) => row !== null);
  const keep = [...rows.map((row) => row.documentId), ...invalid.flatMap((entry) => entry.documentId ?? [])];
  return { rows, invalid, keep };
}

/** Every review tag in every locale, one row per key with its titles. */
export async function readReviewTags(cms: CatalogCms, signal?: AbortSignal) {
  const byKey = new Map<string, NewReviewTagRow>();
  const invalid: InvalidCmsEntry[] = [];
  for (const locale of cmsLocales) {
    const list = await cms.listReviewTags(locale, signal);
    invalid.push(...list.invalid);
    for (const tag of list.entries) {
      const row = byKey.get(tag.key) ?? { key: tag.key, documentId: tag.documentId, title: {} };
      row.title = { ...row.title, [locale]: tag.title.trim() };
      byKey.set(tag.key, row);
    }
  }
  return { rows: [...byKey.values()], invalid };
}
