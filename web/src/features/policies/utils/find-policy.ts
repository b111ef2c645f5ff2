import { markdownExcerpt } from '@/lib/markdown-excerpt';
import type { Policy } from '../api/get-policies';

/** The policy of a category; with an id, only if that id is the category's policy. */
export function findPolicy(policies: Policy[], category: string, id?: string): Policy | undefined {
  const policy = policies.find((item) => item.key === category);
  if (!policy || (id !== undefined && id !== policy.id)) return undefined;
  return policy;
}

/** A policy's meta description: the start of its text. */
export const policyDescription = (policy: Pick<Policy, 'content'>) => markdownExcerpt(policy.content);
