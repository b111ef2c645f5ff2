import { verifyKeySchema } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { verifyKeyParam } from './verify-key';

describe('verifyKeyParam', () => {
  it("reads ?verify-key= as verifyKeySchema's key does, a broken one as none", () => {
    const schema = verifyKeySchema.unwrap().shape.key.optional().catch(undefined);
    const values = [
      undefined,
      null,
      12,
      '',
      '   ',
      ' key ',
      'k',
      'k'.repeat(200),
      'k'.repeat(201),
      ` ${'k'.repeat(200)} `,
    ];
    for (const value of values) expect([value, verifyKeyParam(value)]).toEqual([value, schema.parse(value)]);
    expect(verifyKeyParam(' abc ')).toBe('abc');
  });
});
