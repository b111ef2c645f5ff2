import { serializeJsonLd, type JsonLdData } from '@/lib/seo';

/**
 * schema.org data rendered where the component sits, for data a route's `head` cannot see
 * (say, a review summary fetched by the component). Prefer `pageHead({ jsonLd })` or
 * `jsonLd()` in a route's head when the loader has the data. The text is escaped by
 * `serializeJsonLd`, so CMS texts cannot break out of the script element.
 */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return (
    <script
      type="application/ld+json"
      // The escaped JSON is not HTML; setting it as text keeps React from touching it.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
