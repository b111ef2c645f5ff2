import { describe, expect, it } from 'vitest';
import { parseProjectParams, projectTabs } from './project-route';

describe('parseProjectParams', () => {
  it('reads the six project tabs', () => {
    for (const tab of projectTabs)
      expect(parseProjectParams({ tab, id: 'abc', slug: 'lotus' })?.tab).toBe(tab);
    expect(projectTabs).toHaveLength(6);
  });

  it('rejects other tabs and unsafe ids', () => {
    expect(parseProjectParams({ tab: 'amenities', id: 'abc', slug: 'lotus' })).toBeNull();
    expect(parseProjectParams({ tab: 'overview', id: 'a b', slug: 'lotus' })).toBeNull();
  });
});
