import { errorEnvelopeSchema } from '@stayvn/shared';
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
});
