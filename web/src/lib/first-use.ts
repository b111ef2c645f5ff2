/** What a visitor does first on a page: move or press the pointer, touch, type, scroll, focus. */
const firstUseEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];

/**
 * Runs `task` once, at the visitor's first use of the page (any of the events above, seen at
 * the window before anything else handles it). The event itself is neither stopped nor
 * replayed: it does what it does on the page as it is, and `task` runs after it.
 */
export function onFirstUse(task: () => void): void {
  const options = { capture: true, passive: true } as const;
  const run = () => {
    for (const type of firstUseEvents) window.removeEventListener(type, run, options);
    setTimeout(task, 0);
  };
  for (const type of firstUseEvents) window.addEventListener(type, run, options);
}
