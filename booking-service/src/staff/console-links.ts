/** The console's queues an item can be opened in (the web app's `/staff/{queue}/{id}`). */
export type ConsoleQueue = 'enquiries' | 'owner-submissions' | 'help-issues' | 'support-requests';

/**
 * Where a staff notification mail links: the item's page in the web app's console, which signs
 * staff in first when needed (the API's own URL answers 401 JSON to a browser).
 */
export function consoleItemUrl(webUrl: string, queue: ConsoleQueue, id: string): string {
  return `${webUrl}/staff/${queue}/${encodeURIComponent(id)}`;
}
