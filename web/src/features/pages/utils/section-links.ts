import type { Language } from '@stayvn/shared';
import { linkOptions } from '@tanstack/react-router';
import type { ContentPage } from '../api/get-pages';

/** Where the pages of each CMS section live on the site. */
export const sectionLinks = {
  aboutUs: (language: Language) => (page: Pick<ContentPage, 'slug'>) =>
    linkOptions({ to: '/$lang/about-us/$slug', params: { lang: language, slug: page.slug } }),

  housingMaterial: (language: Language) => (page: Pick<ContentPage, 'slug'>) =>
    page.slug === 'overview'
      ? linkOptions({ to: '/$lang/about-us/housing-material/overview', params: { lang: language } })
      : page.slug === 'gallery'
        ? linkOptions({ to: '/$lang/about-us/housing-material/gallery', params: { lang: language } })
        : linkOptions({
            to: '/$lang/about-us/housing-material/products/$productId',
            params: { lang: language, productId: page.slug },
          }),

  servicedOffice: (language: Language) => (page: Pick<ContentPage, 'slug'>) =>
    page.slug === 'overview'
      ? linkOptions({ to: '/$lang/serviced-office/overview', params: { lang: language } })
      : page.slug === 'location'
        ? linkOptions({ to: '/$lang/serviced-office/location', params: { lang: language } })
        : page.slug === 'gallery'
          ? linkOptions({ to: '/$lang/serviced-office/gallery', params: { lang: language } })
          : linkOptions({
              to: '/$lang/serviced-office/types/$type',
              params: { lang: language, type: page.slug },
            }),

  usefulServiceApartment: (language: Language) => (page: Pick<ContentPage, 'slug'>) =>
    linkOptions({
      to: '/$lang/useful-information/useful-service-apartment/$slug',
      params: { lang: language, slug: page.slug },
    }),

  aboutRenting: (language: Language) => (page: Pick<ContentPage, 'slug'>) =>
    linkOptions({
      to: '/$lang/useful-information/about-renting-an-apartment-office-in-vietnam/$slug',
      params: { lang: language, slug: page.slug },
    }),

  areaGuide: (language: Language) => (page: Pick<ContentPage, 'slug'>) =>
    linkOptions({
      to: '/$lang/useful-information/area-guide/$slug',
      params: { lang: language, slug: page.slug },
    }),
};

/** The serviced-office pages that live under /serviced-office/types/. */
export const officeTypeSlugs = ['private-room', 'work-space', 'virtual-offices', 'meeting-room'] as const;

/** The housing-material pages that are not products. */
export const housingNonProductSlugs = ['overview', 'gallery'];
