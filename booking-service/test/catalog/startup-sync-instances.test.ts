import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../helpers/build.js';
import { freePort, peerProperty, startCmsPeer, type CmsPeer } from '../helpers/cms-peer.js';
import { createPostgresDatabase } from '../helpers/test-database.js';

/*
 * Issue 29: every instance ran a full resync on a cold start. Two instances on one PostgreSQL
 * database (the local server, whatever DATABASE_URL says) start while the CMS is down, so both
 * find the index empty and keep retrying; once the CMS answers, one fills the index and the
 * other, which waited for the advisory lock, finds it filled.
 */
const peers: CmsPeer[] = [];
afterAll(async () => {
  await Promise.all(peers.map((peer) => peer.close()));
});

describe('startup resync with two instances', () => {
  it('runs once across the instances on one database', async (t) => {
    const database = await createPostgresDatabase();
    t.onTestFinished(() => database.drop());
    const port = await freePort();
    const env = { ...database.env, CMS_URL: `http://127.0.0.1:${port}`, CATALOG_SYNC_ON_START: 'true' };
    const one = await build(env, t);
    const two = await build(env, t);

    const cms = await startCmsPeer({ port });
    peers.push(cms);
    const property = peerProperty();
    cms.publish(property);

    const outcomes = await Promise.all([one.catalogStartupSync, two.catalogStartupSync]);

    expect(outcomes.map((outcome) => outcome?.status).sort()).toEqual(['skipped', 'synced']);
    expect(await two.catalogRepository.listIds()).toEqual([property.documentId]);
  });
});
