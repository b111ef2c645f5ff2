import { errorEnvelopeSchema } from '@stayvn/shared';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { build } from '../helpers/build.js';

/* What the router refuses before any route runs also answers in the error envelope (issue 20). */
const app = await build();

describe("the router's own refusals", () => {
  it('a path parameter longer than the router takes is a 414 in the error envelope', async () => {
    const response = await app.inject({ method: 'GET', url: `/v1/properties/${'a'.repeat(500)}/rating` });
    expect(response.statusCode).toBe(414);
    expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('bad_request');
  });

  it('a query string over 16 KB is a 431 in the error envelope (Node refuses it before any route)', async () => {
    // Node's parser refuses it, so only a real connection shows it: inject has no parser.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = request(
        { host: '127.0.0.1', port, path: `/v1/properties/search?keyword=${'a'.repeat(17 * 1024)}` },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    expect(status).toBe(431);
    expect(errorEnvelopeSchema.parse(JSON.parse(body)).error.code).toBe('request_header_fields_too_large');
  });
});
