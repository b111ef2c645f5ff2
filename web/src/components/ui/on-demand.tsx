import { useEffect, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { withAllMessages } from '@/i18n';

/**
 * A part whose code (react-aria's menus, pickers and dialogs) stays out of a page's first
 * download: `onDemand` names the import, and `useOnDemand` loads it on the first sign that
 * someone is about to use the part (a pointer or a finger on the trigger, the focus) and puts
 * it in place when they use it (a press, or the keyboard focus). Until then the page shows a plain trigger with the same
 * look; what the visitor did on it (a press, the focus) is handed to the real part when it
 * arrives, so nothing they did is lost.
 */
export type OnDemand<T> = {
  /** The loaded module, once it is in. */
  current: () => T | undefined;
  /** Starts the import once; a failed one (offline) is tried again on the next call. */
  load: () => Promise<T>;
};

export function onDemand<T>(importPart: () => Promise<T>): OnDemand<T> {
  // What the part shows may not be in the start part of the messages (i18n/parts.ts).
  const load = withAllMessages(importPart);
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    current: () => value,
    load: () =>
      (loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

/** What the visitor asked of the plain trigger before the real part was there. */
export type Wanted = {
  /** Pressed (click, Enter, Space, or an arrow key on a list button): open once loaded. */
  open: boolean;
  /** The trigger had the keyboard focus: the real one takes it over. */
  focus: boolean;
};

/** Keys that open a select or menu from its button (react-aria's behaviour). */
const openingKeys = new Set(['ArrowDown', 'ArrowUp']);

export function useOnDemand<T>(part: OnDemand<T>) {
  const [loaded, setLoaded] = useState(part.current);
  const [wanted, setWanted] = useState<Wanted>({ open: false, focus: false });

  // Swaps the plain trigger for the real part. Only on a press or on keyboard focus: a pointer
  // or a finger merely arriving preloads the code, because swapping the element between a
  // press's pointerdown and its click would lose the press.
  const arm = (next: Partial<Wanted>) => {
    setWanted((current) => ({ ...current, ...next }));
    if (loaded) return;
    part.load().then(
      (module) => setLoaded(() => module),
      // Still the plain trigger: the next press or focus tries again.
      () => undefined,
    );
  };
  const preload = () => {
    part.load().catch(() => undefined);
  };

  /** Handlers for the plain trigger (a `<button>`). */
  const triggerProps = {
    onPointerEnter: preload,
    onTouchStart: preload,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.target.matches(':focus-visible')) arm({ focus: true });
      else preload();
    },
    onBlur: () => setWanted((current) => ({ ...current, focus: false })),
    onClick: () => arm({ open: true }),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!openingKeys.has(event.key)) return;
      event.preventDefault();
      arm({ open: true, focus: true });
    },
  };

  return { loaded, wanted, triggerProps };
}

export type TriggerProps = ReturnType<typeof useOnDemand>['triggerProps'];

/**
 * Shows `placeholder` (given the handlers for its trigger) until `part` is loaded, then
 * `render` with the loaded module and what the visitor wanted meanwhile.
 */
export function OnDemandPart<T>({
  part,
  placeholder,
  render,
}: {
  part: OnDemand<T>;
  placeholder: (triggerProps: TriggerProps) => ReactNode;
  render: (module: T, wanted: Wanted) => ReactNode;
}) {
  const { loaded, wanted, triggerProps } = useOnDemand(part);
  return <>{loaded ? render(loaded, wanted) : placeholder(triggerProps)}</>;
}

/**
 * The open state of a part that replaces its plain trigger. It opens just after arriving,
 * once its own trigger has taken the focus (give that trigger `autoFocus={takesFocus(wanted)}`),
 * so that closing it gives the focus back to the trigger, as if it had been there all along.
 */
export function useOpenOnArrival(wanted: Wanted) {
  const [isOpen, setOpen] = useState(false);
  const [openOnArrival] = useState(wanted.open);
  useEffect(() => {
    if (!openOnArrival) return;
    // The next frame: the trigger's own focus effect has run by then.
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [openOnArrival]);
  return [isOpen, setOpen] as const;
}

/** Whether the real trigger takes the focus when it replaces the plain one. */
export const takesFocus = (wanted: Wanted) => wanted.focus || wanted.open;
