import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogSettleMs, createRenderQueue, pagesForChange, startWatchServer } from './prerender-watch.mjs';

describe('pagesForChange', () => {
  it('renders home and results again for the site content', () => {
    expect(pagesForChange({ event: 'entry.publish', model: 'banner', entry: { documentId: 'b1' } })).toEqual({
      all: false,
      documentId: undefined,
      settleMs: 0,
    });
  });

  it("renders a property's own pages, once the booking service has re-read it", () => {
    expect(pagesForChange({ event: 'entry.update', model: 'property', entry: { documentId: 'p1' } })).toEqual(
      {
        all: false,
        documentId: 'p1',
        settleMs: catalogSettleMs,
      },
    );
  });

  it('renders every page when an apartment comes or goes, or a taxonomy or the site setting changes', () => {
    for (const event of ['entry.publish', 'entry.unpublish', 'entry.create', 'entry.delete'])
      expect(pagesForChange({ event, model: 'property', entry: { documentId: 'p1' } }).all).toBe(true);
    expect(pagesForChange({ event: 'entry.update', model: 'district', entry: {} })).toEqual({
      all: true,
      settleMs: catalogSettleMs,
    });
    expect(pagesForChange({ event: 'entry.update', model: 'site-setting', entry: {} })).toEqual({
      all: true,
      settleMs: 0,
    });
  });

  it('treats a body that is not an event as a change of content', () => {
    expect(pagesForChange(null)).toEqual({ all: false, documentId: undefined, settleMs: 0 });
  });
});

describe('createRenderQueue', () => {
  afterEach(() => vi.useRealTimers());

  it('merges the changes that arrive during a run into one next run, after their settle time', async () => {
    vi.useFakeTimers();
    const runs: { all: boolean; documentIds: string[] }[] = [];
    let finish = () => {};
    const queue = createRenderQueue({
      log: () => {},
      render: (job: { all: boolean; documentIds: string[] }) => {
        runs.push(job);
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    queue.add({ all: false, settleMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([{ all: false, documentIds: [] }]);
    queue.add({ all: false, documentId: 'p1', settleMs: 4000 });
    queue.add({ all: false, documentId: 'p2', settleMs: 0 });
    expect(queue.busy).toBe(true);
    finish();
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs[1]).toEqual({ all: false, documentIds: ['p1', 'p2'] });
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.busy).toBe(false);
  });
});

describe('startWatchServer', () => {
  it('queues a change sent with the secret and refuses one without it', async () => {
    const changes: unknown[] = [];
    const server = await startWatchServer({
      host: '127.0.0.1',
      port: 0,
      secret: 'test-secret',
      queue: { add: (change: unknown) => changes.push(change), busy: false },
      log: () => {},
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const event = JSON.stringify({ event: 'entry.publish', model: 'banner', entry: {} });
      const refused = await fetch(`${url}/`, { method: 'POST', body: event });
      expect(refused.status).toBe(401);
      const wrong = await fetch(`${url}/`, {
        method: 'POST',
        body: event,
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.status).toBe(401);
      expect(changes).toEqual([]);
      const accepted = await fetch(`${url}/`, {
        method: 'POST',
        body: event,
        headers: { authorization: 'Bearer test-secret' },
      });
      expect(accepted.status).toBe(202);
      expect(changes).toEqual([{ all: false, documentId: undefined, settleMs: 0 }]);
      const broken = await fetch(`${url}/`, {
        method: 'POST',
        body: '{',
        headers: { authorization: 'Bearer test-secret' },
      });
      expect(broken.status).toBe(400);
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok', rendering: false });
    } finally {
      server.close();
    }
  });
});
