import type { Core, UID } from '@strapi/strapi';
import { cmsLocales, defaultCmsLocale, translationLocales, type CmsLocale } from '../lib/locales';
import { aboutPages } from './content/about';
import { banners, helpBanners, ownerBanners } from './content/banners';
import { bedroomTypes } from './content/bedroom-types';
import { blogCategories, blogs } from './content/blogs';
import { cities } from './content/cities';
import { essentials } from './content/essentials';
import { facilities, facilityGroups } from './content/facilities';
import { faqCategories, faqs } from './content/faqs';
import {
  housingMaterialGallery,
  housingMaterialProducts,
  housingMaterialsOverview,
} from './content/housing-materials';
import { partners } from './content/partners';
import { policies } from './content/policies';
import { projects } from './content/projects';
import { properties } from './content/properties';
import { reviewTags } from './content/review-tags';
import { servicedOfficePages } from './content/serviced-office';
import { offerServices } from './content/services';
import { specialLists } from './content/special-lists';
import type { CityCode, Localized, NearbyCategorySeed, PageSeed } from './content/types';
import {
  aboutRentingInVietnam,
  apartmentRentingProcess,
  areaGuides,
  customerSupportService,
  usefulServiceApartment,
} from './content/useful-information';
import { views } from './content/views';
import { logoImage, motifImage } from './motifs';
import { siteSettingSeed } from './site-setting';
import { ensureHolidays } from './holidays';
import { SeedImages } from './upload-images';

type Data = Record<string, unknown>;
type Texts = Record<string, Localized>;

/** Page seeds by the `section` of the page content type. */
export const pageSeeds: { section: string; pages: PageSeed[] }[] = [
  { section: 'about-us', pages: aboutPages },
  { section: 'useful-service-apartment', pages: usefulServiceApartment },
  { section: 'about-renting', pages: aboutRentingInVietnam },
  { section: 'area-guide', pages: areaGuides },
  { section: 'serviced-office', pages: servicedOfficePages },
  {
    section: 'housing-material',
    pages: [housingMaterialsOverview, ...housingMaterialProducts, housingMaterialGallery],
  },
  { section: 'customer-support', pages: [customerSupportService] },
  { section: 'renting-process', pages: [apartmentRentingProcess] },
];

export const bannerSeeds = [
  ...banners.map((banner) => ({ ...banner, placement: 'home' as const })),
  ...ownerBanners.map((banner) => ({ ...banner, placement: 'owners' as const })),
  ...helpBanners.map((banner) => ({ ...banner, placement: 'help' as const })),
];

function textsIn(texts: Texts, locale: CmsLocale): Data {
  return Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, text[locale]]));
}

/** A USD amount as Strapi's decimal, a VND amount as its biginteger (a string). */
const vnd = (amount: number | null) => (amount === null ? undefined : String(Math.round(amount)));

/**
 * Writes the demo content in en, ja and vi. Each content type is seeded only while it has no
 * entry at all, so a restart adds nothing, and a type an editor has started filling is left
 * alone; relations to already existing entries are found by their `key` (or slug).
 */
class Seeder {
  readonly images: SeedImages;
  readonly created: Record<string, number> = {};
  private readonly ids = new Map<string, Map<string, string>>();
  private readonly pending: (() => Promise<void>)[] = [];

  constructor(private readonly strapi: Core.Strapi) {
    this.images = new SeedImages(strapi);
  }

  private docs(uid: UID.ContentType) {
    return this.strapi.documents(uid);
  }

  private hasDraftAndPublish(uid: UID.ContentType): boolean {
    return this.strapi.contentTypes[uid]?.options?.draftAndPublish === true;
  }

  /** documentId of an entry of `uid` by its key field, from this run or an earlier one. */
  async documentId(uid: UID.ContentType, key: string, field = 'key'): Promise<string> {
    let byKey = this.ids.get(uid);
    if (!byKey) {
      const rows = (await this.strapi.db.query(uid).findMany({
        where: { locale: defaultCmsLocale },
        select: ['documentId', field],
      })) as Record<string, string>[];
      byKey = new Map(rows.map((row) => [row[field]!, row.documentId!]));
      this.ids.set(uid, byKey);
    }
    const documentId = byKey.get(key);
    if (!documentId) throw new Error(`Seed refers to an unknown ${uid} "${key}".`);
    return documentId;
  }

  private remember(uid: UID.ContentType, key: string, documentId: string): void {
    if (!this.ids.has(uid)) this.ids.set(uid, new Map());
    this.ids.get(uid)!.set(key, documentId);
  }

  /**
   * Queues the seed of a type when it is empty. `plan` runs at once (it asks for pictures), the
   * writes run after every picture is uploaded.
   */
  async type<T>(uid: UID.ContentType, seeds: T[], plan: (seed: T, index: number) => () => Promise<void>) {
    if ((await this.strapi.db.query(uid).count()) > 0) return;
    const writes = seeds.map(plan);
    this.pending.push(async () => {
      for (const write of writes) await write();
      this.created[uid] = seeds.length;
    });
  }

  /** Creates one document in every locale, published when the type has drafts. */
  async localized(
    uid: UID.ContentType,
    key: string,
    shared: Data,
    perLocale: (locale: CmsLocale) => Data | Promise<Data>,
  ): Promise<string> {
    const docs = this.docs(uid);
    const status = this.hasDraftAndPublish(uid) ? ('published' as const) : undefined;
    const created = await docs.create({
      locale: defaultCmsLocale,
      status,
      data: { ...shared, ...(await perLocale(defaultCmsLocale)) } as never,
    });
    for (const locale of translationLocales) {
      await docs.update({
        documentId: created.documentId,
        locale,
        status,
        data: { ...shared, ...(await perLocale(locale)) } as never,
      });
    }
    this.remember(uid, key, created.documentId);
    return created.documentId;
  }

  async single(uid: UID.ContentType, key: string, data: Data): Promise<void> {
    const status = this.hasDraftAndPublish(uid) ? ('published' as const) : undefined;
    const created = await this.docs(uid).create({ status, data: data as never });
    this.remember(uid, key, created.documentId);
  }

  async run(): Promise<void> {
    const uploadStarted = Date.now();
    const uploaded = await this.images.uploadWanted();
    const uploadMs = Date.now() - uploadStarted;
    // One transaction: SQLite commits (and syncs to disk) once instead of after every row, a
    // failure leaves no half-seeded type behind, and the catalog webhooks, which Strapi sends on
    // commit, only go out once the whole content is there to be read.
    const writes = this.pending.splice(0);
    await this.strapi.db.transaction(async () => {
      for (const write of writes) await write();
    });
    if (uploaded > 0)
      this.strapi.log.info(`[stayvn] seed pictures: ${uploaded} drawn and uploaded in ${uploadMs} ms`);
  }
}

function nearbyCategories(seeder: Seeder, categories: NearbyCategorySeed[], variantBase: number) {
  const pictures = categories.map((category, c) =>
    category.items.map((item, i) => seeder.images.want(motifImage(item.motif, variantBase + c + i))),
  );
  return (locale: CmsLocale) =>
    categories.map((category, c) => ({
      name: category.name[locale],
      icon: category.icon,
      items: category.items.map((item, i) => ({
        name: item.name[locale],
        latitude: item.geo.lat,
        longitude: item.geo.lng,
        content: item.content[locale],
        icon: item.icon,
        address: item.address[locale],
        phone: item.phone,
        image: seeder.images.id(pictures[c]![i]!),
      })),
    }));
}

/** The fields bookings added (issue 16): filled in once on a site setting made before them. */
const bookingSettingFields = [
  'vatRate',
  'serviceChargeRate',
  'bankName',
  'bankBin',
  'bankAccountNumber',
  'bankAccountName',
] as const;

async function ensureSiteSetting(strapi: Core.Strapi): Promise<boolean> {
  const settings = strapi.documents('api::site-setting.site-setting');
  const existing = (await settings.findFirst()) as (Record<string, unknown> & { documentId: string }) | null;
  if (existing) {
    // Only when none is set: an editor who cleared one on purpose keeps it cleared.
    if (bookingSettingFields.every((field) => existing[field] == null))
      await settings.update({
        documentId: existing.documentId,
        data: Object.fromEntries(
          bookingSettingFields.map((field) => [field, siteSettingSeed[field]]),
        ) as never,
      });
    await ensureHolidays(strapi, existing);
    return false;
  }
  await settings.create({ data: { ...siteSettingSeed } as never });
  return true;
}

async function planTaxonomies(seeder: Seeder): Promise<void> {
  await seeder.type('api::city.city', cities, (city, index) => async () => {
    await seeder.localized(
      'api::city.city',
      city.code,
      {
        code: city.code,
        isDefault: city.isDefault,
        latitude: city.center.lat,
        longitude: city.center.lng,
        order: index,
      },
      (locale) => ({ name: city.name[locale] }),
    );
  });
  const districts = cities.flatMap((city) =>
    city.districts.map((district) => ({ ...district, city: city.code })),
  );
  await seeder.type('api::district.district', districts, (district) => async () => {
    const city = await seeder.documentId('api::city.city', district.city, 'code');
    await seeder.localized(
      'api::district.district',
      district.key,
      {
        key: district.key,
        latitude: district.center.lat,
        longitude: district.center.lng,
      },
      (locale) => ({ name: district.name[locale], city }),
    );
  });
  await seeder.type('api::facility-group.facility-group', facilityGroups, (group) => async () => {
    await seeder.localized(
      'api::facility-group.facility-group',
      group.key,
      { key: group.key, legacyId: group.legacyId },
      (locale) => ({
        name: group.name[locale],
      }),
    );
  });
  await seeder.type('api::facility.facility', facilities, (facility) => async () => {
    const group = await seeder.documentId('api::facility-group.facility-group', facility.group);
    await seeder.localized(
      'api::facility.facility',
      facility.key,
      { key: facility.key, icon: facility.icon, isShow: facility.isShow },
      (locale) => ({
        name: facility.name[locale],
        group,
      }),
    );
  });
  await seeder.type('api::view.view', views, (view) => async () => {
    await seeder.localized('api::view.view', view.key, { key: view.key }, (locale) => ({
      name: view.name[locale],
    }));
  });
  await seeder.type('api::bedroom-type.bedroom-type', bedroomTypes, (type) => async () => {
    await seeder.localized(
      'api::bedroom-type.bedroom-type',
      type.key,
      { key: type.key, bedrooms: type.bedrooms },
      (locale) => ({
        name: type.name[locale],
      }),
    );
  });
  await seeder.type('api::offer-service.offer-service', offerServices, (service) => async () => {
    await seeder.localized(
      'api::offer-service.offer-service',
      service.key,
      { key: service.key, icon: service.icon },
      (locale) => ({
        name: service.name[locale],
      }),
    );
  });
  await seeder.type('api::review-tag.review-tag', reviewTags, (tag) => async () => {
    await seeder.localized('api::review-tag.review-tag', tag.key, { key: tag.key }, (locale) => ({
      title: tag.title[locale],
    }));
  });
  await seeder.type('api::blog-category.blog-category', blogCategories, (category, index) => async () => {
    await seeder.localized(
      'api::blog-category.blog-category',
      category.key,
      { key: category.key, order: index },
      (locale) => ({
        name: category.name[locale],
      }),
    );
  });
  await seeder.type('api::faq-category.faq-category', faqCategories, (category) => async () => {
    await seeder.localized(
      'api::faq-category.faq-category',
      category.key,
      { key: category.key },
      (locale) => ({
        name: category.name[locale],
      }),
    );
  });
}

const ids = (seeder: Seeder, uid: UID.ContentType, keys: string[]) =>
  Promise.all(keys.map((key) => seeder.documentId(uid, key)));

async function planCatalogue(seeder: Seeder): Promise<void> {
  await seeder.type('api::project.project', projects, (project, index) => {
    const gallery = project.motifs.map((motif, i) =>
      seeder.images.want(motifImage(motif, index + i, project.city as CityCode)),
    );
    const nearby = nearbyCategories(seeder, project.nearby, index);
    return async () => {
      const city = await seeder.documentId('api::city.city', project.city, 'code');
      const district = await seeder.documentId('api::district.district', project.district);
      const facilityIds = await ids(seeder, 'api::facility.facility', project.facilities);
      const services = await ids(seeder, 'api::offer-service.offer-service', project.services);
      await seeder.localized(
        'api::project.project',
        project.key,
        {
          key: project.key,
          slug: project.slug,
          latitude: project.geo.lat,
          longitude: project.geo.lng,
          quantity: project.quantity,
          featured: index < 5,
          gallery: gallery.map((key) => seeder.images.id(key)),
        },
        (locale) => ({
          ...textsIn({ name: project.name, address: project.address, overview: project.overview }, locale),
          city,
          district,
          facilities: facilityIds,
          services,
          nearbyCategories: nearby(locale),
        }),
      );
    };
  });

  await seeder.type('api::property.property', properties, (property, index) => {
    const images = property.motifs.map((motif, i) =>
      seeder.images.want(motifImage(motif, index + i, property.city as CityCode)),
    );
    return async () => {
      const city = await seeder.documentId('api::city.city', property.city, 'code');
      const district = await seeder.documentId('api::district.district', property.district);
      const project = property.project
        ? await seeder.documentId('api::project.project', property.project)
        : undefined;
      const bedroomType = property.bedroomType
        ? await seeder.documentId('api::bedroom-type.bedroom-type', property.bedroomType)
        : undefined;
      const view = property.view ? await seeder.documentId('api::view.view', property.view) : undefined;
      const facilityIds = await ids(seeder, 'api::facility.facility', property.facilities);
      const offerItems = await ids(seeder, 'api::offer-service.offer-service', property.offerItems);
      await seeder.localized(
        'api::property.property',
        property.slug,
        {
          slug: property.slug,
          kind: property.kind,
          typeCode: property.typeCode,
          latitude: property.geo.lat,
          longitude: property.geo.lng,
          bathrooms: property.bathrooms,
          size: property.size,
          capacity: property.capacity ?? undefined,
          priceUsd: property.priceUsd,
          priceVnd: vnd(property.priceVnd),
          offerPriceUsd: property.offerPriceUsd ?? undefined,
          offerPriceVnd: vnd(property.offerPriceVnd),
          isOffer: property.isOffer,
          hot: property.hot,
          images: images.map((key) => seeder.images.id(key)),
        },
        (locale) => ({
          ...textsIn({ name: property.name, address: property.address, overview: property.overview }, locale),
          city,
          district,
          project,
          bedroomType,
          view,
          facilities: facilityIds,
          offerItems,
        }),
      );
    };
  });

  await seeder.type('api::special-list.special-list', specialLists, (list) => async () => {
    const slugs = list.properties.map((key) => {
      const property = properties.find((candidate) => candidate.key === key);
      if (!property) throw new Error(`Special list ${list.key} refers to an unknown property "${key}".`);
      return property.slug;
    });
    const listed = await Promise.all(
      slugs.map((slug) => seeder.documentId('api::property.property', slug, 'slug')),
    );
    await seeder.localized('api::special-list.special-list', list.key, { key: list.key }, (locale) => ({
      name: list.name[locale],
      properties: listed,
    }));
  });
}

async function planEditorial(seeder: Seeder): Promise<void> {
  await seeder.type('api::banner.banner', bannerSeeds, (banner, index) => {
    const image = seeder.images.want(motifImage(banner.motif, index));
    return async () => {
      await seeder.localized(
        'api::banner.banner',
        banner.key,
        {
          key: banner.key,
          placement: banner.placement,
          url: banner.url,
          order: index,
          image: seeder.images.id(image),
        },
        (locale) =>
          textsIn({ name: banner.name, subTitle: banner.subTitle, titleButton: banner.titleButton }, locale),
      );
    };
  });
  await seeder.type('api::essential.essential', essentials, (essential, index) => {
    const image = seeder.images.want(motifImage(essential.motif, index + 1));
    return async () => {
      await seeder.localized(
        'api::essential.essential',
        essential.key,
        { key: essential.key, order: index, image: seeder.images.id(image) },
        (locale) => textsIn({ title: essential.title, content: essential.content }, locale),
      );
    };
  });
  await seeder.type('api::blog.blog', blogs, (blog, index) => {
    const thumbnail = seeder.images.want(motifImage(blog.motif, index));
    return async () => {
      const category = await seeder.documentId('api::blog-category.blog-category', blog.category);
      await seeder.localized(
        'api::blog.blog',
        blog.key,
        { key: blog.key, slug: blog.slug, date: blog.date, thumbnail: seeder.images.id(thumbnail) },
        (locale) => ({
          ...textsIn({ title: blog.title, excerpt: blog.excerpt, body: blog.body }, locale),
          category,
        }),
      );
    };
  });
  await seeder.type('api::faq.faq', faqs, (faq, index) => async () => {
    const category = await seeder.documentId('api::faq-category.faq-category', faq.category);
    await seeder.localized('api::faq.faq', faq.key, { key: faq.key, order: index }, (locale) => ({
      ...textsIn({ title: faq.title, content: faq.content }, locale),
      category,
    }));
  });
  await seeder.type('api::policy.policy', policies, (policy) => async () => {
    await seeder.localized('api::policy.policy', policy.key, { key: policy.key }, (locale) =>
      textsIn({ title: policy.title, content: policy.content }, locale),
    );
  });
  const pages = pageSeeds.flatMap(({ section, pages: list }) =>
    list.map((page, order) => ({ ...page, section, order })),
  );
  await seeder.type('api::page.page', pages, (page, index) => {
    const image = seeder.images.want(motifImage(page.motif, index));
    return async () => {
      await seeder.localized(
        'api::page.page',
        page.key,
        {
          key: page.key,
          section: page.section,
          slug: page.slug,
          order: page.order,
          image: seeder.images.id(image),
        },
        (locale) => textsIn({ title: page.title, summary: page.summary, content: page.content }, locale),
      );
    };
  });
  await seeder.type('api::partner.partner', partners, (partner, index) => {
    const logo = seeder.images.want(logoImage(partner.key, partner.name, index));
    return async () => {
      await seeder.single('api::partner.partner', partner.key, {
        key: partner.key,
        name: partner.name,
        url: partner.url,
        order: index,
        logo: seeder.images.id(logo),
      });
    };
  });
}

export interface SeedResult {
  /** Entries created by content type uid (documents, each in every locale where localized). */
  created: Record<string, number>;
  siteSetting: boolean;
  pictures: number;
  ms: number;
}

/**
 * Loads the demo site (taxonomies, catalogue, editorial content, site setting) in en, ja and vi,
 * with pictures drawn at seed time. Types that already have entries are skipped, so running it
 * again adds nothing.
 */
export async function seedDemoContent(strapi: Core.Strapi): Promise<SeedResult> {
  const started = Date.now();
  const siteSetting = await ensureSiteSetting(strapi);
  const seeder = new Seeder(strapi);
  // Taxonomies first: everything else refers to them by key.
  await planTaxonomies(seeder);
  await seeder.run();
  await planCatalogue(seeder);
  await planEditorial(seeder);
  await seeder.run();
  const ms = Date.now() - started;
  const total = Object.values(seeder.created).reduce((sum, count) => sum + count, 0);
  if (total > 0) {
    strapi.log.info(
      `[stayvn] seeded ${total} entries in ${cmsLocales.length} locales over ${Object.keys(seeder.created).length} types and ${seeder.images.uploadedCount} pictures in ${ms} ms`,
    );
  }
  return { created: seeder.created, siteSetting, pictures: seeder.images.uploadedCount, ms };
}
