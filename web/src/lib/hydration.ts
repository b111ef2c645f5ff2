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
