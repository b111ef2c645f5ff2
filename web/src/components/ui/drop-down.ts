import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * The header's drop-downs (language, currency, city, apartments, the user menu) are plain
 * `<details>`: the `<summary>` opens and closes the panel, and the panel holds links (or, for
 * the user menu, a button). They work before the page's scripts run, and a press made then is
 * never lost; Tab, Enter and Space do what they do on any link and summary. Once the scripts
 * are in, `useDropDown` adds what a menu does besides: Escape closes it and gives the focus back
 * to the summary, a press outside or the focus leaving closes it, and `close` shuts it after a
 * choice. The DOM is the same with and without scripts. Drop-downs of one `group` share the
 * `<details name>`: opening one closes the others, scripts or not.
 */
export function useDropDown(group: 'topbar' | 'drawer' = 'topbar') {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) {
        details.open = false;
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, []);

  const close = () => {
    if (ref.current) ref.current.open = false;
  };

  const detailsProps = {
    ref,
    name: group,
    onKeyDown: (event: KeyboardEvent<HTMLDetailsElement>) => {
      const details = event.currentTarget;
      if (event.key === 'Escape' && details.open) {
        event.preventDefault();
        event.stopPropagation();
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    },
    onBlur: (event: FocusEvent<HTMLDetailsElement>) => {
      // Only when the focus went elsewhere on the page: a press on the panel's own text moves
      // it nowhere (no related target), and a press outside is handled above.
      const next = event.relatedTarget;
      if (next instanceof Node && !event.currentTarget.contains(next)) event.currentTarget.open = false;
    },
  };

  return { detailsProps, close };
}

/**
 * A click that the page handles itself (a plain left click): with a modifier key or another
 * button, the browser does what it does with any link (a new tab, say).
 */
export function isPlainClick(event: MouseEvent) {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}
