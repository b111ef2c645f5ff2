import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { runStartupCatalogSync } from '../../src/catalog/startup-sync.js';
import { build } from '../helpers/build.js';
import { freePort, peerProperty, startCmsPeer, type CmsPeer } from '../helpers/cms-peer.js';

const peers: CmsPeer[] = [];

/** Listens on the port and drops each connection; resolves once one has come. */
function refuseUntilTried(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer((socket) => {
      socket.destroy();
      resolve(server);
    });
    server.listen(port, '127.0.0.1');
  });
}
afterAll(async () => {
  await Promise.all(peers.map((peer) => peer.close()));
});

describe('startup resync', () => {
  it('fills an empty index once a CMS that starts later answers', async (t) => {
    const port = await freePort();
    const app = await build({ CMS_URL: `http://127.0.0.1:${port}`, CATALOG_SYNC_ON_START: 'true' }, t);
    expect(app.catalogStartupSync).toBeDefined();
    // The service is up and answering while the CMS is not.
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

    // The CMS is not there yet: a listener that drops every connection, until the service has
    // tried (and failed) once; then the CMS starts on that port.
    const refused = await refuseUntilTried(port);
    await new Promise<void>((resolve) => refused.close(() => resolve()));
    const cms = await startCmsPeer({ port });
    peers.push(cms);
    const property = peerProperty();
    cms.publish(property);

    const outcome = await app.catalogStartupSync;

    expect(outcome).toMatchObject({ status: 'synced', result: { upserted: 1 } });
    expect(outcome?.status === 'synced' && outcome.attempts).toBeGreaterThan(1);
    expect(await app.catalogRepository.listIds()).toEqual([property.documentId]);
  });

  it('leaves a filled index alone', async (t) => {
    const cms = await startCmsPeer();
    peers.push(cms);
    const app = await build({ CMS_URL: cms.url }, t);
    cms.publish(peerProperty());
    await app.catalogService.syncAll();
    cms.requests.length = 0;

    const outcome = await runStartupCatalogSync({
      service: app.catalogService,
      repository: app.catalogRepository,
      log: app.log,
      signal: new AbortController().signal,
    });

    expect(outcome).toEqual({ status: 'skipped', rows: 1 });
    expect(cms.requests).toEqual([]);
  });

  it('stops retrying at once when the service shuts down', async (t) => {
    const port = await freePort();
    const app = await build({ CMS_URL: `http://127.0.0.1:${port}` }, t);
    const abort = new AbortController();
    const started = Date.now();

    const running = runStartupCatalogSync({
      service: app.catalogService,
      repository: app.catalogRepository,
      log: app.log,
      signal: abort.signal,
      initialDelayMs: 60_000,
    });
    setTimeout(() => abort.abort(), 100);

    expect(await running).toEqual({ status: 'aborted', attempts: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
