import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing for an OAuth provider's token and user-info endpoints (the
 * authorization page is the person's browser, which tests play themselves). It records what
 * the service sends and answers the profile the test set for a code.
 */

export interface TokenRequest {
  grant_type: string | null;
  code: string | null;
  redirect_uri: string | null;
  client_id: string | null;
  client_secret: string | null;
  code_verifier: string | null;
}

export interface ProviderPeer {
  url: string;
  tokenRequests: TokenRequest[];
  userInfoRequests: { authorization: string | undefined; query: string }[];
  /** The profile the user-info endpoint answers for the token issued for `code`. */
  grant(code: string, profile: Record<string, unknown>): void;
  failTokenWith(status: number | undefined): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export async function startProviderPeer(): Promise<ProviderPeer> {
  const profilesByCode = new Map<string, Record<string, unknown>>();
  const profilesByToken = new Map<string, Record<string, unknown>>();
  const tokenRequests: TokenRequest[] = [];
  const userInfoRequests: ProviderPeer['userInfoRequests'] = [];
  let tokenFailure: number | undefined;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(request));
      const recorded: TokenRequest = {
        grant_type: form.get('grant_type'),
        code: form.get('code'),
        redirect_uri: form.get('redirect_uri'),
        client_id: form.get('client_id'),
        client_secret: form.get('client_secret'),
        code_verifier: form.get('code_verifier'),
      };
      tokenRequests.push(recorded);
      if (tokenFailure) return json(tokenFailure, { error: 'invalid_grant' });
      const profile = recorded.code ? profilesByCode.get(recorded.code) : undefined;
      if (!profile) return json(400, { error: 'invalid_grant' });
      profilesByCode.delete(recorded.code!);
      const accessToken = `token-${Math.random().toString(36).slice(2)}`;
      profilesByToken.set(accessToken, profile);
      return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
    }
    if (request.method === 'GET' && url.pathname === '/userinfo') {
      userInfoRequests.push({ authorization: request.headers.authorization, query: url.search });
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const profile = token ? profilesByToken.get(token) : undefined;
      return profile ? json(200, profile) : json(401, { error: 'invalid_token' });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokenRequests,
    userInfoRequests,
    grant: (code, profile) => profilesByCode.set(code, profile),
    failTokenWith: (status) => {
      tokenFailure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
