import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps digits and one leading plus', () => {
    expect(telHref('+84 24 3333-8888')).toBe('tel:+842433338888');
    expect(telHref('(024) 3333 8888')).toBe('tel:02433338888');
    expect(telHref('+84 +24 3333')).toBe('tel:+84243333');
  });
});
