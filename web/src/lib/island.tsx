import {
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { prerenderedElement } from './hydration';
import { createIntentGate, type IntentGate } from './intent-gate';

/** Calls `onArrived` once its children are on the page (rendered, or hydrated). */
export function Arrived({ onArrived, children }: { onArrived?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onArrived?.(), [onArrived]);
  return children;
}

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/** One lazy component per part, so a part rendered again (a dialog reopened) does not wait again. */
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
 * A part of the page with its code in a chunk of its own. Rendered in the browser, it loads at
 * once (`Part` is a plain lazy component, one per part). In a prerendered page its HTML is
 * already there: the browser takes it over only when the visitor is about to use it
 * (`lib/intent-gate.ts`) or, with `nearScreen`, when it comes within a screen of the viewport,
 * not while the page loads; React keeps its Suspense boundary as the HTML has it meanwhile.
 * Render `Part` inside `<Suspense><Arrived onArrived={gate?.hydrated}>` in the element that gets
 * `slotRef` and the `slotId` (a `useId`), and keep the component's props stable (`memo`): any
 * update to a waiting boundary makes React render it afresh, placeholder first. `openAtOnce`
 * (asked at the first render) takes it over at once.
 */
export function useIsland<P>(
  slotId: string,
  load: Load<P>,
  options: { openAtOnce?: () => boolean; nearScreen?: boolean } = {},
): { Part: ComponentType<P>; gate: IntentGate | undefined; slotRef: RefObject<HTMLDivElement | null> } {
  const slotRef = useRef<HTMLDivElement>(null);
  // Decided once, at the first render: whether there is server HTML to keep.
  const [island] = useState(() => {
    if (!prerenderedElement(slotId)) return { gate: undefined, Part: plainPart(load) };
    const gate = createIntentGate();
    if (options.openAtOnce?.()) gate.open();
    return { gate, Part: lazy(() => gate.opened.then(load)) as ComponentType<P> };
  });
  const { gate } = island;
  const nearScreen = options.nearScreen ?? false;
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
  return { Part: island.Part, gate, slotRef };
}
