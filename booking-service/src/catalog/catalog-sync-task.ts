/**
 * What a CMS event asks the catalog index for: re-read one property; re-read the properties that
 * copy facts from a taxonomy entry (district, project, view...); re-read the review tags; or
 * rebuild the whole index.
 */
export type CatalogSyncTask =
  | { type: 'property'; documentId: string }
  | { type: 'related'; model: string; documentId: string }
  | { type: 'review-tags' }
  | { type: 'all' };

/** One key per piece of work: two events for the same document are one sync. */
export function catalogSyncTaskKey(task: CatalogSyncTask): string {
  if (task.type === 'all' || task.type === 'review-tags') return task.type;
  return task.type === 'property' ? `property:${task.documentId}` : `related:${task.documentId}`;
}
