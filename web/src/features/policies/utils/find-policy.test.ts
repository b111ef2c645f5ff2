import { describe, expect, it } from 'vitest';
import type { Policy } from '../api/get-policies';
import { findPolicy } from './find-policy';

const policies: Policy[] = [
  { id: 'doc-terms', key: 'terms-of-service', title: 'Terms', content: '' },
  { id: 'doc-privacy', key: 'privacy-policy', title: 'Privacy', content: '' },
];

describe('findPolicy', () => {
  it('finds the policy of a category', () => {
    expect(findPolicy(policies, 'privacy-policy')?.id).toBe('doc-privacy');
  });

  it('accepts the id of that policy and refuses another one', () => {
    expect(findPolicy(policies, 'privacy-policy', 'doc-privacy')?.key).toBe('privacy-policy');
    expect(findPolicy(policies, 'privacy-policy', 'doc-terms')).toBeUndefined();
  });

  it('answers nothing for an unknown category', () => {
    expect(findPolicy(policies, 'refund-policy')).toBeUndefined();
  });
});
