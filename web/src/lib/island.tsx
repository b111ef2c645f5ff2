import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { prerenderedElement } from './hydration';
import { createIntentGate } from './intent-gate';

/** Calls `onArrived` once its children are on the page (rendered, or hydrated). */
function Arrived({ onArrived, children }: { onArrived?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onArrived?.(), [onArrived]);
  return children;
}

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/** One lazy component per part, so an island mounted again (home visited again) does not wait again. */
const plainParts = new WeakMap<Load<never>, ComponentType<never>>();

function plainPart<P>(load: Load<P>): ComponentType<P> {
  let part = plainParts.get(load as Load<never>);
  if (!part) {
    part = lazy(load) as ComponentType<never>;
    plainParts.set(load as Load<never>, part);
  }
  return part as ComponentType<P>;
}

/**
 * A part of the page with its code in a chunk of its own (`load`), in a slot. Rendered in the
 * browser, it loads at once (one lazy component per `load`), with `fallback` meanwhile. In a
 * prerendered page its HTML is already there: the browser takes it over only when the visitor
 * is about to use it (`lib/intent-gate.ts`: what they do meanwhile is handed to it) or, with
 * `nearScreen`, when it comes within a screen of the viewport, not while the page loads; React
 * keeps its Suspense boundary as the HTML has it meanwhile. `openAtOnce` (asked at the first
 * render) takes it over at once. Keep `props` stable (render it from a `memo` component): an
 * update to a boundary still waiting makes React render it afresh, fallback first.
 */
export function Island<P extends object>({
  load,
  props,
  fallback,
  className,
  openAtOnce,
  nearScreen = false,
}: {
  load: Load<P>;
  props: P;
  fallback: ReactNode;
  className?: string;
  openAtOnce?: () => boolean;
  nearScreen?: boolean;
}) {
  const slotId = useId();
  const slotRef = useRef<HTMLDivElement>(null);
  // Decided once, at the first render: whether there is server HTML to keep.
  const [{ gate, Part }] = useState(() => {
    if (!prerenderedElement(slotId)) return { gate: undefined, Part: plainPart(load) };
    const intent = createIntentGate();
    if (openAtOnce?.()) intent.open();
    return { gate: intent, Part: lazy(() => intent.opened.then(load)) as ComponentType<P> };
  });
  useEffect(() => {
    const slot = slotRef.current;
    if (!gate || !slot) return undefined;
    const stopWatching = gate.watch(slot);
    if (!nearScreen) return stopWatching;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(slot);
    return () => {
      stopWatching();
      observer.disconnect();
    };
  }, [gate, nearScreen]);
  return (
    <div ref={slotRef} id={slotId} className={className}>
      <Suspense fallback={fallback}>
        <Arrived onArrived={gate?.hydrated}>
          <Part {...props} />
        </Arrived>
      </Suspense>
    </div>
  );
}
