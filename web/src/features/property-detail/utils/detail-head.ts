import { defaultLanguage, isLanguage } from '@stayvn/shared';
import { normaliseName } from '@/components/property-card/card-format';
import { cmsMediaUrl } from '@/lib/cms-client';
import { markdownExcerpt } from '@/lib/markdown-excerpt';
import { pageHead, translate } from '@/lib/seo';
import type { PropertyDetail } from '../api/get-property-detail';

/** The detail route's head: the property's name, the start of its overview, its first photo. */
export function detailPageHead(lang: string, property: PropertyDetail | null, path: string) {
  const language = isLanguage(lang) ? lang : defaultLanguage;
  if (!property) return pageHead({ language, path, title: translate(language, 'detail.titleFallback') });
  const image = property.images[0];
  return pageHead({
    language,
    path,
    title: normaliseName(property.name),
    description: property.overview ? markdownExcerpt(property.overview) || undefined : undefined,
    image: image ? cmsMediaUrl(image.formats?.large?.url ?? image.url) : null,
  });
}
