import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the prerenderer renders a page and while the browser hydrates it; true from the
 * next render on, and from the start in a page the browser renders alone. For parts that are
 * not in a prerendered page's HTML where React would look for them (the route's head tags,
 * the loading bar): rendering them during hydration would not match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The element the prerendered HTML has under this `useId` id, while React hydrates that HTML;
 * undefined in a render of its own (React gives other ids there) and in the prerenderer. Read
 * it once, at the first render (a `useState` initializer). Unlike `useHydrated`, it brings no
 * render after hydration — which would make React render afresh a Suspense boundary still
 * waiting for its code.
 */
export function prerenderedElement(id: string): HTMLElement | undefined {
  if (import.meta.env.SSR) return undefined;
  return document.getElementById(id) ?? undefined;
}
