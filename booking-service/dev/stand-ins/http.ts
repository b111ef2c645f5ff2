import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The few HTTP helpers the stand-ins (payments, calendar feeds) share. Development and tests only: a stand-in
 * refuses to start when NODE_ENV=production.
 */

export function refuseInProduction(name: string): void {
  if (process.env.NODE_ENV === 'production')
    throw new Error(`${name} is a development stand-in and never runs with NODE_ENV=production`);
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 1_048_576) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function send(response: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
  });
  response.end(text);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page a stand-in shows: it says plainly that this is a test and no money moves. */
export function testPage(provider: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>TEST PAYMENT · ${escapeHtml(provider)} stand-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#222}
.banner{background:#b00020;color:#fff;padding:12px 16px;border-radius:6px;font-weight:bold}
button{font-size:16px;padding:10px 20px;margin:8px 8px 0 0;border-radius:4px;border:1px solid #555;cursor:pointer}
.pay{background:#0b6e4f;color:#fff;border-color:#0b6e4f}</style></head>
<body><p class="banner" role="alert">TEST PAYMENT — this is a local stand-in for ${escapeHtml(provider)}. No real money moves and no card is charged.</p>
<h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  port: number,
  host: string,
): Promise<RunningServer & { server: Server }> {
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        send(response, 500, { error: { type: 'api_error', message: String(error) } });
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
