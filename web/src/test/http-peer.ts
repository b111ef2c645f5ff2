import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PeerRequest = { method: string; path: string; authorization?: string; body: string };
export type PeerAnswer = { status: number; body?: unknown };
type Handler = (request: PeerRequest) => PeerAnswer;

/**
 * A real HTTP server standing in for the booking service in unit tests: each test says what
 * a route answers, and reads back what the client sent.
 */
export class HttpPeer {
  readonly requests: PeerRequest[] = [];
  private handlers = new Map<string, Handler>();
  private server?: Server;
  baseUrl = '';

  async start() {
    this.server = createServer((req, res) => {
      void readBody(req).then((body) => {
        const path = new URL(req.url ?? '/', 'http://peer').pathname;
        const request = { method: req.method ?? 'GET', path, authorization: req.headers.authorization, body };
        this.requests.push(request);
        const handler = this.handlers.get(`${request.method} ${path}`);
        const answer = handler
          ? handler(request)
          : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
        res.writeHead(answer.status, answer.body === undefined ? {} : { 'content-type': 'application/json' });
        res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  on(route: string, handler: Handler) {
    this.handlers.set(route, handler);
  }

  reset() {
    this.handlers.clear();
    this.requests.length = 0;
  }

  count(route: string) {
    return this.requests.filter((request) => `${request.method} ${request.path}` === route).length;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

export const sampleUser = {
  id: '7f0c5a52-7d1b-4a43-9c6f-4c1c3b2f8a10',
  email: 'mai@example.com',
  fullName: 'Nguyen Thi Mai',
  phoneNumber: null,
  companyName: null,
  gender: null,
  nationality: null,
  address: null,
  avatarUrl: null,
};

export function sessionBody(accessToken: string, accessTokenExpiresAt: number, rememberMe = true) {
  return { accessToken, accessTokenExpiresAt, rememberMe, user: sampleUser };
}
