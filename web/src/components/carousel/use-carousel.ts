import type { EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useEmbla } from './use-embla';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Embla with the autoplay plugin, the way every carousel of the site behaves: it loops, moves
 * on every `delayMs`, pauses while the pointer or the keyboard focus is inside (the controls
 * included), can be paused for good with a button (WCAG 2.2.2), and does not move on its own
 * for visitors who asked for reduced motion.
 */
export function useCarousel({ delayMs, options }: { delayMs: number; options?: EmblaOptionsType }) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [emblaRef, emblaApi] = useEmbla(
    { loop: true, duration: reducedMotion ? 0 : 28, ...options },
    { delay: delayMs, playOnInit: !reducedMotion, stopOnInteraction: false, stopOnMouseEnter: false },
  );
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [paused, setPaused] = useState(reducedMotion);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => {
      setSelected(emblaApi.selectedScrollSnap());
      setSnapCount(emblaApi.scrollSnapList().length);
    };
    sync();
    emblaApi.on('select', sync).on('reInit', sync);
    return () => {
      emblaApi.off('select', sync).off('reInit', sync);
    };
  }, [emblaApi]);

  // Hover, focus and the pause button all stop it; it runs again only when none applies.
  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (paused || held) autoplay.stop();
    else autoplay.play();
  }, [emblaApi, paused, held]);

  const scrollTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi]);
  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const scrollNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);

  /** Spread on the element around the viewport and the controls. */
  const hoverFocusProps = {
    onMouseEnter: () => setHeld(true),
    onMouseLeave: (event: { currentTarget: HTMLElement }) => {
      if (!event.currentTarget.contains(document.activeElement)) setHeld(false);
    },
    onFocus: () => setHeld(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
    },
  };

  // The ref apart from the state: render code reads the state, only the viewport takes the ref.
  const state = {
    selected,
    snapCount,
    paused,
    togglePaused: () => setPaused((value) => !value),
    scrollTo,
    scrollPrev,
    scrollNext,
    hoverFocusProps,
  };
  return [emblaRef, state] as const;
}

export type CarouselState = ReturnType<typeof useCarousel>[1];
