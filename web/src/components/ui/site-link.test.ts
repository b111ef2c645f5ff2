import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { footerColumns } from '@/components/layout/site-footer';
import { mainNavLinks } from '@/components/layout/nav-links';
import { propertyCardSplat } from '@/components/property-card/card-format';
import { createAppRouter, createQueryClient } from '@/router';
import { siteTo } from './site-link';

/*
 * The router warns "Generated path … matched route … instead" when a link names a route (the
 * `$lang/$` splat) whose address another route serves: hundreds of times while the prerenderer
 * rendered every card. Links by address name the route that serves them.
 */
const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/en'] }));

function routerWarnings(build: () => void): string[] {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    build();
    return warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('Generated path'));
  } finally {
    warn.mockRestore();
  }
}

const card = { id: 'abc123', slug: 'lotus-suite', typeCode: 'long', kind: 'apartment' } as const;
const paths = [
  ...mainNavLinks.map((link) => link.path),
  ...footerColumns.flatMap((column) => column.links.map((link) => link.path)),
  'about-us/contact-us',
  'preparation-page',
  'search-result',
  propertyCardSplat(card, 'serviced-apartments'),
  propertyCardSplat(card, 'search-result'),
  propertyCardSplat(card, 'detail'),
  propertyCardSplat({ ...card, kind: 'office' }),
];

afterEach(() => vi.restoreAllMocks());

describe('links by address', () => {
  it('the splat named for a page with its own route makes the router warn (what the links did)', () => {
    expect(
      routerWarnings(() =>
        router.buildLocation({ to: '/$lang/$', params: { lang: 'en', _splat: 'offers' } }),
      ),
    ).toHaveLength(1);
  });

  it.each(paths)('%s is built with the route that serves it, without a warning', (path) => {
    const warnings = routerWarnings(() => {
      const location = router.buildLocation({ to: siteTo('en', path) });
      expect(location.pathname).toBe(`/en/${path}`);
    });
    expect(warnings).toEqual([]);
  });
});
