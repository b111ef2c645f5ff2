import { cmsRest } from './cms.js';
import { urls } from './environment.js';

/**
 * Every route of the spec's route table (§2.2), once, for the checks that must visit them all
 * (accessibility now; anything else that walks the site later). Paths are written without the
 * language segment; `languages` lists where each is visited (`/en/...`, `/jp/...`, `/vi/...`).
 *
 * Ids and slugs are never written here: a path that needs one is a function of `SeedData`,
 * which is read from the running booking service and CMS when the run starts.
 *
 * `landed` says whether the route exists in the web app. A route that is not built yet stays
 * in the table with `landed: false` (and the helper that owns it); whoever merges that work
 * flips it to `true`. `E2E_ROUTES=all` visits every route whatever its flag (to try a
 * merge before flipping), `E2E_ROUTES=id,id` only the named ones.
 */
export type SeedData = {
  apartment: { id: string; slug: string; typeCode: string };
  office: { id: string; slug: string };
  blog: { id: string; slug: string; categoryKey: string };
  blogCategoryKey: string;
  project: { id: string; slug: string };
  specialListId: string;
  policyKey: string;
  pageSlug: (section: string) => string;
};

export type SiteRoute = {
  id: string;
  /** The path after the language segment, with its query when the spec gives one. */
  path: string | ((seed: SeedData) => string);
  /** Who builds it in the current wave; shown in reports. */
  owner:
    | 'skeleton'
    | 'accounts'
    | 'shell'
    | 'search'
    | 'detail'
    | 'content'
    | 'enquiries'
    | 'browse'
    | 'booking'
    | 'forms'
    | 'later';
  landed: boolean;
};

const apartmentTab = (prefix: string, tab: string) => (seed: SeedData) =>
  `/${prefix}/${tab}/${seed.apartment.id}/${seed.apartment.slug}/${seed.apartment.typeCode}`;
const projectTab = (tab: string) => (seed: SeedData) =>
  `/featured-projects/detail/${tab}/${seed.project.id}/${seed.project.slug}`;

export const siteRoutes: SiteRoute[] = [
  { id: 'home', path: '/', owner: 'skeleton', landed: true },
  { id: 'not-found', path: '/no-such-page', owner: 'skeleton', landed: true },
  { id: 'preparation-page', path: '/preparation-page', owner: 'content', landed: true },
  { id: 'forgot-password', path: '/forgot-password', owner: 'accounts', landed: true },
  { id: 'login', path: '/login', owner: 'browse', landed: true },
  { id: 'sign-up', path: '/sign-up', owner: 'accounts', landed: true },
  {
    id: 'sign-up-key',
    path: '/sign-up?verify-key=unknown-key&email=someone%40example.com',
    owner: 'accounts',
    landed: true,
  },
  { id: 'reset-password', path: '/reset-password?verify-key=unknown-key', owner: 'accounts', landed: true },
  {
    id: 'serviced-apartments',
    path: '/serviced-apartments?pageIndex=1&pageSize=15&orderBy=desc&sortBy=0',
    owner: 'search',
    landed: true,
  },
  ...['overview', 'amenities', 'location', 'gallery', 'ratings-reviews', 'offer-sub'].map(
    (tab): SiteRoute => ({
      id: `apartment-${tab}`,
      path: apartmentTab('serviced-apartments', tab),
      owner: 'detail',
      landed: true,
    }),
  ),
  ...['offers', 'search-result'].flatMap((prefix) =>
    ['overview', 'offers'].map((tab): SiteRoute => ({
      id: `${prefix}-apartment-${tab}`,
      path: apartmentTab(prefix, tab),
      owner: 'detail',
      landed: true,
    })),
  ),
  { id: 'send-review', path: '/send-review?verify-key=unknown-key', owner: 'forms', landed: true },
  { id: 'send-review-result', path: '/send-review/result', owner: 'forms', landed: true },
  { id: 'featured-projects', path: '/featured-projects', owner: 'detail', landed: true },
  ...['overview', 'apartment-room-types', 'location', 'gallery', 'facilities', 'offer-sub'].map(
    (tab): SiteRoute => ({ id: `project-${tab}`, path: projectTab(tab), owner: 'detail', landed: true }),
  ),
  {
    id: 'search-result',
    path: '/search-result?pageIndex=1&pageSize=15&orderBy=desc&searchGlobal=true',
    owner: 'search',
    landed: true,
  },
  { id: 'find-property-by-property', path: '/find-property/by-property', owner: 'search', landed: true },
  { id: 'find-property-by-map', path: '/find-property/by-map', owner: 'search', landed: true },
  {
    id: 'offers',
    path: '/offers?pageIndex=1&pageSize=10&orderBy=desc&sortBy=0',
    owner: 'search',
    landed: true,
  },
  { id: 'blogs-all', path: '/blogs/all-blogs?pageIndex=1', owner: 'content', landed: true },
  { id: 'blogs-category', path: (seed) => `/blogs/${seed.blogCategoryKey}`, owner: 'content', landed: true },
  {
    id: 'blog-detail',
    path: (seed) => `/blog/${seed.blog.categoryKey}/detail/${seed.blog.id}/${seed.blog.slug}`,
    owner: 'content',
    landed: true,
  },
  { id: 'for-owners', path: '/for-owners', owner: 'content', landed: true },
  { id: 'for-owners-create', path: '/for-owners/create-your-property', owner: 'forms', landed: true },
  { id: 'for-owners-faqs', path: '/for-owners/faqs', owner: 'content', landed: true },
  ...[
    'overview',
    'types/private-room',
    'types/work-space',
    'types/virtual-offices',
    'types/meeting-room',
    'location',
    'gallery',
  ].map((page): SiteRoute => ({
    id: `serviced-office-${page.replace('types/', '')}`,
    path: `/serviced-office/${page}`,
    owner: 'content',
    landed: true,
  })),
  { id: 'about-us', path: '/about-us', owner: 'content', landed: true },
  ...[
    'company-profile',
    'company-philosophy',
    'what-is-stayvn',
    'meet-our-team',
    'group-companies',
    'why-choose-us',
    'contact-us',
  ].map((page): SiteRoute => ({
    id: `about-us-${page}`,
    path: `/about-us/${page}`,
    owner: 'content',
    landed: true,
  })),
  { id: 'housing-material', path: '/about-us/housing-material/overview', owner: 'content', landed: true },
  {
    id: 'housing-material-product',
    path: (seed) => `/about-us/housing-material/products/${seed.pageSlug('housing-material-product')}`,
    owner: 'content',
    landed: true,
  },
  {
    id: 'housing-material-gallery',
    path: '/about-us/housing-material/gallery',
    owner: 'content',
    landed: true,
  },
  {
    id: 'useful-service-apartment',
    path: (seed) =>
      `/useful-information/useful-service-apartment/${seed.pageSlug('useful-service-apartment')}`,
    owner: 'content',
    landed: true,
  },
  {
    id: 'about-renting',
    path: (seed) =>
      `/useful-information/about-renting-an-apartment-office-in-vietnam/${seed.pageSlug('about-renting')}`,
    owner: 'content',
    landed: true,
  },
  {
    id: 'area-guide',
    path: (seed) => `/useful-information/area-guide/${seed.pageSlug('area-guide')}`,
    owner: 'content',
    landed: true,
  },
  {
    id: 'customer-support',
    path: '/useful-information/our-customer-support-service',
    owner: 'content',
    landed: true,
  },
  {
    id: 'renting-process',
    path: '/useful-information/apartment-renting-process',
    owner: 'content',
    landed: true,
  },
  { id: 'useful-faqs', path: '/useful-information/faqs', owner: 'content', landed: true },
  { id: 'helps', path: '/helps', owner: 'content', landed: true },
  { id: 'helps-issues', path: '/helps/frequently-asked-issues', owner: 'content', landed: true },
  { id: 'helps-create-issue', path: '/helps/create-issue', owner: 'forms', landed: true },
  { id: 'policy', path: (seed) => `/policy/${seed.policyKey}`, owner: 'content', landed: true },
  { id: 'location-test', path: '/test', owner: 'detail', landed: true },
  {
    id: 'payment-summary',
    path: (seed) => `/payment-summary/${seed.apartment.id}`,
    owner: 'booking',
    landed: true,
  },
  { id: 'booking-confirm', path: '/booking-confirm/UNKNOWN-BOOKING', owner: 'booking', landed: true },
  { id: 'finish-booking', path: '/finish-booking', owner: 'booking', landed: true },
  { id: 'personal-detail', path: '/manage-account/personal-detail', owner: 'accounts', landed: true },
  { id: 'change-password', path: '/manage-account/change-password', owner: 'accounts', landed: true },
  { id: 'list-booking', path: '/list-booking', owner: 'booking', landed: true },
  { id: 'favourites', path: '/favourites', owner: 'enquiries', landed: true },
  { id: 'recently-viewed', path: '/recently-viewed', owner: 'enquiries', landed: true },
  {
    id: 'special-list',
    path: (seed) => `/special-list/${seed.specialListId}`,
    owner: 'search',
    landed: true,
  },
  { id: 'notification-contact-us', path: '/notification/contact-us', owner: 'enquiries', landed: true },
  {
    id: 'residence-detail',
    path: (seed) => `/residence/detail/${seed.apartment.id}/${seed.apartment.slug}`,
    owner: 'detail',
    landed: true,
  },
  {
    id: 'office-detail',
    path: (seed) => `/office/detail/${seed.office.id}/${seed.office.slug}`,
    owner: 'detail',
    landed: true,
  },
];

export const siteLanguages = ['en', 'jp', 'vi'] as const;

/** The routes this run visits: the landed ones, or what E2E_ROUTES asks for. */
export function routesToVisit(routes: SiteRoute[] = siteRoutes): SiteRoute[] {
  const wanted = process.env.E2E_ROUTES?.trim();
  if (!wanted) return routes.filter((route) => route.landed);
  if (wanted === 'all') return routes;
  const ids = new Set(wanted.split(',').map((id) => id.trim()));
  const unknown = [...ids].filter((id) => !routes.some((route) => route.id === id));
  if (unknown.length > 0) throw new Error(`E2E_ROUTES names unknown routes: ${unknown.join(', ')}`);
  return routes.filter((route) => ids.has(route.id));
}

export function resolvePath(route: SiteRoute, seed: SeedData): string {
  return typeof route.path === 'function' ? route.path(seed) : route.path;
}

export function localizedPath(language: string, path: string): string {
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

type Card = { id: string; slug: string; typeCode: string };
type CmsEntry = {
  documentId: string;
  slug?: string;
  key?: string;
  section?: string;
  category?: { key: string } | null;
};

async function first<T>(what: string, load: () => Promise<T[]>): Promise<T> {
  const [item] = await load();
  if (!item) throw new Error(`the seeded data has no ${what}: the route table needs one`);
  return item;
}

async function cards(type: 'residence' | 'office'): Promise<Card[]> {
  const response = await fetch(`${urls.booking}/v1/properties/search?type=${type}&pageSize=1&lang=en`);
  if (!response.ok) throw new Error(`booking search (${type}): ${response.status} ${await response.text()}`);
  return ((await response.json()) as { items: Card[] }).items;
}

async function cmsList(collection: string, filters = ''): Promise<CmsEntry[]> {
  return (await cmsRest<{ data: CmsEntry[] }>(`/api/${collection}?locale=en&sort=id:asc${filters}`)).data;
}

/** Ids and slugs of the seeded content, read from the running services. */
export async function loadSeedData(): Promise<SeedData> {
  const [apartment, office, blog, category, project, specialList, policy, pages] = await Promise.all([
    first('apartment', () => cards('residence')),
    first('office', () => cards('office')),
    first('blog with a category', async () =>
      (await cmsList('blogs')).filter((entry) => entry.category?.key),
    ),
    first('blog category other than all-blogs', async () =>
      (await cmsList('blog-categories')).filter((entry) => entry.key !== 'all-blogs'),
    ),
    first('project', () => cmsList('projects')),
    first('special list', () => cmsList('special-lists')),
    first('policy', () => cmsList('policies')),
    cmsList('pages', '&pagination[pageSize]=100'),
  ]);
  return {
    apartment: { id: apartment.id, slug: apartment.slug, typeCode: apartment.typeCode },
    office: { id: office.id, slug: office.slug },
    blog: { id: blog.documentId, slug: blog.slug!, categoryKey: blog.category!.key },
    blogCategoryKey: category.key!,
    project: { id: project.documentId, slug: project.slug! },
    specialListId: specialList.documentId,
    policyKey: policy.key!,
    pageSlug(section) {
      // Housing-material products share their section with the overview and gallery pages.
      const candidates =
        section === 'housing-material-product'
          ? pages.filter(
              (page) =>
                page.section === 'housing-material' && !['overview', 'gallery'].includes(page.slug ?? ''),
            )
          : pages.filter((page) => page.section === section);
      const page = candidates[0];
      if (!page?.slug) throw new Error(`the seeded CMS has no page in section ${section}`);
      return page.slug;
    },
  };
}
