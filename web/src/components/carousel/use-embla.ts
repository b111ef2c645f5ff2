import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

type AutoplayOptions = {
  delay: number;
  playOnInit: boolean;
  stopOnInteraction: boolean;
  stopOnMouseEnter: boolean;
};

/**
 * Embla on a viewport element, loaded once the carousel is on the page: the slides are plain
 * markup (the first one shows, as the prerendered page has it), and embla's code (with its
 * autoplay plugin when asked for) comes in its own chunk after the first paint instead of in
 * the first download. Until it runs, a viewport styled for `:not([data-embla])` scrolls
 * natively, so a swipe before the app does what it says. Returns the viewport's ref and the
 * carousel's API once it runs; changed options (a slider that now has more than one photo to
 * loop over) re-initialise it.
 */
export function useEmbla(
  options: EmblaOptionsType,
  autoplay?: AutoplayOptions,
): [(element: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  // The latest options, for the effects below (declared first, so it runs before them).
  const settings = useRef({ options, autoplay });
  // The options the carousel was built with, to re-initialise it only when they change.
  const optionsKey = JSON.stringify(options);
  const builtWith = useRef(optionsKey);
  useEffect(() => {
    settings.current = { options, autoplay };
  });

  useEffect(() => {
    if (!viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let gone = false;
    const { options: start, autoplay: autoplayOptions } = settings.current;
    void Promise.all([
      import('embla-carousel'),
      autoplayOptions ? import('embla-carousel-autoplay') : Promise.resolve(null),
    ])
      .then(([{ default: EmblaCarousel }, plugin]) => {
        if (gone) return;
        const plugins: EmblaPluginType[] = plugin && autoplayOptions ? [plugin.default(autoplayOptions)] : [];
        // Until now the viewport scrolled as a plain box (`:not([data-embla])` in the carousel's
        // CSS): embla starts at the slide the visitor scrolled to, with the box's scroll undone.
        const scrolledTo = viewport.clientWidth ? Math.round(viewport.scrollLeft / viewport.clientWidth) : 0;
        viewport.scrollLeft = 0;
        viewport.dataset.embla = '';
        carousel = EmblaCarousel(viewport, { ...start, startIndex: scrolledTo }, plugins);
        builtWith.current = JSON.stringify(start);
        setApi(carousel);
      })
      // Offline or a stale deploy: the slides stay as they are, the first one showing.
      .catch(() => undefined);
    return () => {
      gone = true;
      carousel?.destroy();
      delete viewport.dataset.embla;
      setApi(undefined);
    };
  }, [viewport]);

  // Not when the carousel has just been built: that would measure the slides a second time.
  useEffect(() => {
    if (!api || builtWith.current === optionsKey) return;
    builtWith.current = optionsKey;
    api.reInit(settings.current.options);
  }, [api, optionsKey]);

  const ref = useCallback((element: HTMLElement | null) => setViewport(element), []);
  return [ref, api];
}
