import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n';
import type { LocationLabels } from './location-types';

/** Translated labels for the slider, gallery and location components of both detail pages. */
export function useDetailLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const slide = (index: number, total: number) => t('detail.media.slide', { index, total });
    const location: LocationLabels = {
      map: t('detail.location.map'),
      property: t('detail.location.property'),
      nearby: t('detail.location.nearby'),
      noNearby: t('detail.location.noNearby'),
      back: t('detail.location.back'),
      showPanel: t('detail.location.showPanel'),
      hidePanel: t('detail.location.hidePanel'),
      call: (phone) => t('detail.location.call', { phone }),
      noLocation: t('detail.location.noLocation'),
      wheelZoomHint: t('detail.location.wheelZoom'),
      places: (count) => t('detail.location.places', { count }),
    };
    return {
      slider: {
        region: t('detail.media.photos'),
        previous: t('detail.media.previous'),
        next: t('detail.media.next'),
        slide,
        noImage: t('card.noImage'),
      },
      gallery: {
        open: (index: number, total: number) => t('detail.media.open', { index, total }),
        empty: t('detail.media.empty'),
        lightbox: {
          Lightbox: t('detail.media.lightbox'),
          Carousel: t('detail.media.photos'),
          Slide: t('detail.media.photo'),
          Previous: t('detail.media.previous'),
          Next: t('detail.media.next'),
          Close: t('detail.media.close'),
        },
      },
      location,
    };
  }, [intl]);
}
