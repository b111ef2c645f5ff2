import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createCatalogSyncQueue } from '../../src/catalog/catalog-sync-queue.js';
import type { CatalogSyncTask } from '../../src/catalog/catalog-sync-task.js';
import { createCatalogSyncTasksRepository } from '../../src/catalog/catalog-sync-tasks-repository.js';
import { authorized, build } from '../helpers/build.js';
import { peerProperty, startCmsPeer } from '../helpers/cms-peer.js';

/*
 * Issue 29: a catalog webhook accepted into an in-memory queue was lost when its instance died
 * before applying it. Events are now stored before the 202, and a sync whose instance died is
 * taken over by another instance's worker once the dead one's lease runs out.
 */
const cms = await startCmsPeer();
const app = await build({ CMS_URL: cms.url });
const tasks = createCatalogSyncTasksRepository(app.db);
afterAll(async () => {
  await app.close();
  await cms.close();
});

/** A worker as another instance runs one, syncing through `sync`. */
function instance(sync: (task: CatalogSyncTask, signal: AbortSignal) => Promise<unknown>, leaseMs = 300) {
  return createCatalogSyncQueue({ sync, tasks, log: app.log, leaseMs, pollMs: 50, retryDelaysMs: [] });
}

describe('catalog webhook events', () => {
  it('are stored before the 202: an instance that dies before applying one loses nothing', async () => {
    const property = peerProperty();
    cms.publish(property);
    cms.setDown(true); // the sync fails and waits to retry: the event is only in the table
    const event = {
      event: 'entry.publish',
      model: 'property',
      entry: { id: 1, documentId: property.documentId },
    };

    const deliver = () =>
      app.inject({ method: 'POST', url: '/internal/catalog-events', headers: authorized, payload: event });

    expect((await deliver()).statusCode).toBe(202);
    expect(await tasks.count()).toBe(1);
    // The instance dies: its worker stops mid-retry, and its lease runs out.
    await app.catalogSyncQueue.close();
    await app.db.execute(sql`update catalog_sync_tasks set locked_until = now() - interval '1 second'`);
    // A dead instance takes no more events: the CMS is told so and keeps nothing for it.
    expect((await deliver()).statusCode).toBe(503);

    cms.setDown(false);
    const survivor = instance((task, signal) => app.catalogService.syncTask(task, signal));
    survivor.start();
    await expect
      .poll(async () => (await app.catalogRepository.find(property.documentId))?.documentId, {
        timeout: 10_000,
      })
      .toBe(property.documentId);
    await survivor.idle();
    expect(await tasks.count()).toBe(0);
    await survivor.close();
  });

  it('in flight on an instance that dies are synced by another instance after the lease', async () => {
    const documentId = `dying-${Date.now()}`;
    let release: () => void = () => undefined;
    const dying = instance(
      (_task, signal) =>
        new Promise((resolve) => {
          release = () => resolve(undefined);
          signal.addEventListener('abort', () => resolve(undefined));
        }),
    );
    expect(await dying.enqueue({ type: 'property', documentId })).toBe('queued');
    // The dying instance has claimed it and is mid-sync: it stops without finishing (a SIGKILL
    // leaves the row just so; close() stops the worker without deleting the row).
    await new Promise((resolve) => setTimeout(resolve, 50));
    await dying.close();
    release();
    expect(await tasks.count()).toBe(1);

    const synced: CatalogSyncTask[] = [];
    const survivor = instance(async (task) => synced.push(task));
    survivor.start();
    await expect.poll(() => synced, { timeout: 5_000 }).toEqual([{ type: 'property', documentId }]);
    await survivor.idle();
    expect(await tasks.count()).toBe(0);
    await survivor.close();
  });

  it('that come while their document syncs are synced once more afterwards', async () => {
    const documentId = `busy-${Date.now()}`;
    let first = true;
    let resume: () => void = () => undefined;
    const syncs: string[] = [];
    const worker = instance(async (task) => {
      syncs.push(task.type);
      if (first) {
        first = false;
        await new Promise<void>((resolve) => (resume = resolve));
      }
    });
    await worker.enqueue({ type: 'property', documentId });
    await expect.poll(() => syncs.length).toBe(1);
    // A second event for the same document while the first sync is still reading the CMS.
    expect(await worker.enqueue({ type: 'property', documentId })).toBe('already_queued');
    resume();
    await expect.poll(() => syncs.length, { timeout: 5_000 }).toBe(2);
    await worker.idle();
    expect(await tasks.count()).toBe(0);
    await worker.close();
  });
});
