import http, { type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkFeedUrl, type ResolvedAddress, type Resolve } from './address-guard.js';

/** Opens the connection; tests pass a spy to see that none was opened. */
export type OpenRequest = (
  url: URL,
  options: RequestOptions,
  onResponse: (response: IncomingMessage) => void,
) => ClientRequest;

const openRequest: OpenRequest = (url, options, onResponse) =>
  (url.protocol === 'https:' ? https : http).request(url, options, onResponse);

export interface FeedFetchOptions {
  production: boolean;
  timeoutMs: number;
  maxBytes: number;
  resolve?: Resolve;
  open?: OpenRequest;
}

export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedFetchResult =
  | { status: 'not-modified' }
  | { status: 'ok'; body: string; etag: string | null; lastModified: string | null };

export class FeedFetchError extends Error {}

/** A `lookup` that answers with the address already checked, whatever the name. */
function fixedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

/**
 * One conditional GET of a feed: the URL is checked first (checkFeedUrl), then fetched from the
 * checked address, within `timeoutMs` for the whole exchange and `maxBytes` of body (counted
 * while it streams, so a feed that grows without end is cut off). Redirects are not followed:
 * a channel's export URL answers itself.
 */
export async function fetchFeed(
  rawUrl: string,
  validators: FeedValidators,
  { production, timeoutMs, maxBytes, resolve, open = openRequest }: FeedFetchOptions,
): Promise<FeedFetchResult> {
  const { url, address } = await checkFeedUrl(rawUrl, { production, ...(resolve ? { resolve } : {}) });
  const headers: Record<string, string> = {
    accept: 'text/calendar, */*;q=0.5',
    'user-agent': 'StayVN calendar import',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise<FeedFetchResult>((resolvePromise, reject) => {
    const fail = (message: string) => {
      request.destroy();
      reject(new FeedFetchError(message));
    };
    const request = open(url, { headers, lookup: fixedLookup(address), signal }, (response) => {
      const status = response.statusCode ?? 0;
      if (status === 304) {
        response.resume();
        resolvePromise({ status: 'not-modified' });
        return;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        fail(
          status >= 300 && status < 400
            ? `redirect refused (HTTP ${status})`
            : `the feed answered HTTP ${status}`,
        );
        return;
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > maxBytes) {
        fail(`the feed is larger than ${maxBytes} bytes`);
        return;
      }
      readBody(response, maxBytes).then(
        (body) =>
          resolvePromise({
            status: 'ok',
            body,
            etag: headerOf(response, 'etag'),
            lastModified: headerOf(response, 'last-modified'),
          }),
        (error: Error) => fail(error.message),
      );
    });
    request.on('error', (error) =>
      reject(new FeedFetchError(signal.aborted ? `no answer within ${timeoutMs} ms` : error.message)),
    );
    request.end();
  });
}

function headerOf(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return typeof value === 'string' && value.length <= 500 ? value : null;
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new Error(`the feed is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
