// The prerenderer's watch mode (`prerender.mjs --watch host:port`): the CMS calls it on every
// entry change (a webhook, cms/src/bootstrap/ensure-prerender-webhook.ts), and the pages that
// show the changed entry are rendered again in the background, so that a published banner is in
// home's first paint within seconds rather than at the next start or the next periodic run.
import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { catalogFullResyncModels, catalogRelatedModels } from '@stayvn/shared/catalog';

/** The booking service re-reads a changed property or taxonomy from the CMS first (its own webhook). */
export const catalogSettleMs = 4000;

const everywhere = new Set(['site-setting', ...catalogRelatedModels, ...catalogFullResyncModels]);
/** Events after which the list of apartment pages is not what it was. */
const listChanges = new Set(['entry.create', 'entry.delete', 'entry.publish', 'entry.unpublish']);

/**
 * Which pages a CMS event changes, as `{ all }` (every page, and the list of pages read again) or
 * `{ home, documentId }` (home and results in each language, and the pages of that property), with
 * how long to wait for the booking service's index to follow.
 *
 * - the site setting (header and footer on every page) and the taxonomies apartments copy
 *   (names in cards and details): every page;
 * - a property: home and results (hot apartments, cards), its own pages; every page when it
 *   comes or goes, as the list of apartment pages changes;
 * - anything else (banners, blogs, partners, essentials, pages...): home and results, which
 *   show the site's content; the other prerendered pages show only apartments.
 */
export function pagesForChange(event) {
  const model = typeof event?.model === 'string' ? event.model : '';
  const catalog = model === 'property' || everywhere.has(model);
  const settleMs = catalog && model !== 'site-setting' ? catalogSettleMs : 0;
  if (everywhere.has(model) || (model === 'property' && listChanges.has(event?.event)))
    return { all: true, settleMs };
  const documentId = model === 'property' ? event?.entry?.documentId : undefined;
  return { all: false, documentId: typeof documentId === 'string' ? documentId : undefined, settleMs };
}

/**
 * Coalesces changes into render runs, one at a time: events that arrive while a run is going
 * wait for the next one, merged; a run starts once the longest settle time asked for has passed.
 * `render({ all, documentIds })` does the work (prerender.mjs).
 */
export function createRenderQueue({ render, log }) {
  let pending = null;
  let timer = null;
  let dueAt = 0;
  let running = null;

  function schedule() {
    if (!pending || running) return;
    clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, dueAt - Date.now()));
  }

  async function run() {
    timer = null;
    const job = pending;
    pending = null;
    running = (async () => {
      try {
        await render({ all: job.all, documentIds: [...job.documentIds] });
      } catch (error) {
        log(`render failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
    await running;
    running = null;
    schedule();
  }

  return {
    add(change) {
      pending ??= { all: false, documentIds: new Set() };
      pending.all ||= change.all;
      if (change.documentId) pending.documentIds.add(change.documentId);
      dueAt = Math.max(dueAt, Date.now() + change.settleMs);
      schedule();
    },
    /** True while a run is going or waiting: tests wait for the files to stay as they are. */
    get busy() {
      return Boolean(running || pending);
    },
  };
}

function sameSecret(header, secret) {
  const given = Buffer.from(typeof header === 'string' ? header : '');
  const wanted = Buffer.from(`Bearer ${secret}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The webhook's listener: `POST /` with the CMS's event (Authorization: Bearer <secret>) answers
 * 202 at once and queues the pages; `GET /health` tells whether a render is going.
 */
export function startWatchServer({ host, port, secret, queue, log }) {
  const server = createServer((request, response) => {
    const send = (status, body) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && request.url === '/health')
      return send(200, { status: 'ok', rendering: queue.busy });
    if (request.method !== 'POST' || request.url !== '/') return send(404, { error: 'not found' });
    if (!sameSecret(request.headers.authorization, secret)) return send(401, { error: 'unauthorized' });
    let size = 0;
    const chunks = [];
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= 1_000_000) chunks.push(chunk);
    });
    request.on('end', () => {
      let event;
      try {
        event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { error: 'the body is not JSON' });
      }
      const change = pagesForChange(event);
      log(
        `${event?.event ?? 'event'} on ${event?.model ?? '?'}: ${change.all ? 'every page' : 'home, results' + (change.documentId ? ' and its pages' : '')}`,
      );
      queue.add(change);
      send(202, { status: 'queued' });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
