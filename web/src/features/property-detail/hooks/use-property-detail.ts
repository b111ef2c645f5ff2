import type { CurrencyCode, Language } from '@stayvn/shared';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { normaliseName } from '@/components/property-card/card-format';
import { responsiveImage } from '@/lib/cms-media';
import { recordViewAtom } from '@/lib/local-lists';
import { propertyDetailQueryOptions } from '../api/get-property-detail';
import { propertyCardQueryOptions } from '../api/get-property-price';
import { ratingQueryOptions } from '../api/get-reviews';
import { detailPrice } from '../utils/detail-price';

/**
 * A property's detail as the page shows it: the CMS's content (suspending until it is there),
 * its name and pictures, the booking service's price (the CMS's until that arrives) and rating.
 * Seeing it records the property in the recently viewed list.
 */
export function usePropertyDetail(id: string, language: Language, currency: CurrencyCode) {
  const { data: property } = useSuspenseQuery(propertyDetailQueryOptions(id, language));
  const card = useQuery(propertyCardQueryOptions(id, language, currency));
  const rating = useQuery(ratingQueryOptions(id));
  const recordView = useSetAtom(recordViewAtom);

  useEffect(() => {
    recordView(property.documentId);
  }, [property.documentId, recordView]);

  const name = normaliseName(property.name);
  const images = useMemo(
    () => property.images.map((image) => responsiveImage(image, name)),
    [property.images, name],
  );
  const price = detailPrice(card.data, property, currency);
  return { property, name, images, price, rating: rating.data ?? null };
}
