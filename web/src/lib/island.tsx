import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/** One lazy component per part, so an island mounted again (home visited again) does not wait again. */
const parts = new WeakMap<Load<never>, ComponentType<never>>();

function lazyPart<P>(load: Load<P>): ComponentType<P> {
  let part = parts.get(load as Load<never>);
  if (!part) {
    part = lazy(load) as ComponentType<never>;
    parts.set(load as Load<never>, part);
  }
  return part as ComponentType<P>;
}

/**
 * The site's one island scheme: a part of the page whose code is a chunk of its own (`load`),
 * kept out of the page's first download — the search form (`features/search/components/
 * lazy-search-form.tsx`), the footer (`routes/$lang/-footer-island.tsx`) and home's sections
 * below the hero (`routes/$lang/-home-sections-island.tsx`).
 *
 * Rendered in the browser, the part shows `fallback` until its chunk is in. In a prerendered
 * page its HTML is already there and React hydrates it as soon as the chunk arrives, right
 * after the page. Nothing is captured or replayed meanwhile: the part's HTML works on its own
 * (links, `<details>`, a GET form with radios and fields), so a press before hydration does what
 * the plain HTML does. Keep `props` stable (render the island from a `memo` component): an update
 * to a boundary still waiting for its code makes React render it afresh, fallback first.
 */
export function Island<P extends object>({
  load,
  props,
  fallback,
  className,
}: {
  load: Load<P>;
  props: P;
  fallback: ReactNode;
  className?: string;
}) {
  const [Part] = useState(() => lazyPart(load));
  return (
    <div className={className}>
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    </div>
  );
}
