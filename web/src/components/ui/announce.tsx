import { Suspense, lazy, useSyncExternalStore } from 'react';
import { withAllMessages } from '@/i18n';
import type { ToastMessage } from './toast';

/**
 * Toasts without react-aria in the first download: `toast.success(…)` loads the toast module
 * (react-aria's queue and region, `toast.tsx`) with the first message, and `ToastOutlet`
 * renders the region from then on. Until a page announces something, neither is fetched.
 */
let requested = false;
const listeners = new Set<() => void>();

function announce(message: ToastMessage): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('./toast').then(({ showToast }) => showToast(message));
}

type Options = Omit<ToastMessage, 'tone' | 'title'>;

/** Shows a toast for the spec's 5 seconds. Titles are already translated. */
export const toast = {
  success: (title: string, options?: Options) => announce({ tone: 'success', title, ...options }),
  error: (title: string, options?: Options) => announce({ tone: 'error', title, ...options }),
  info: (title: string, options?: Options) => announce({ tone: 'info', title, ...options }),
};

const AppToastRegion = lazy(
  withAllMessages(() => import('./toast').then((module) => ({ default: module.AppToastRegion }))),
);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where toasts appear (rendered once, at the root); empty until the first one. */
export function ToastOutlet() {
  const needed = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToastRegion />
    </Suspense>
  );
}
