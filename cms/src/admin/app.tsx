import type { StrapiApp } from '@strapi/strapi/admin';

export default {
  config: {
    // Editors work in English, Japanese and Vietnamese; let them pick the admin UI language too.
    locales: ['ja', 'vi'],
  },
  bootstrap(_app: StrapiApp) {},
};
