import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '@/lib/hydration';
import styles from './loading-bar.module.css';

/** The spec: the loading indicator hides one second after loading ends (§4, §9). */
export const loadingLingerMs = 1000;

/** True while `active`, and for `lingerMs` after it last was. */
export function useLingeringFlag(active: boolean, lingerMs: number = loadingLingerMs): boolean {
  const [wasActive, setWasActive] = useState(active);
  const [lingering, setLingering] = useState(false);
  // Adjusting state while rendering (not in an effect) when `active` flips.
  if (active !== wasActive) {
    setWasActive(active);
    setLingering(!active);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = window.setTimeout(() => setLingering(false), lingerMs);
    return () => window.clearTimeout(timer);
  }, [lingering, lingerMs]);
  return active || lingering;
}

/**
 * A thin bar at the top of the window while the router loads a page (loaders, code chunks)
 * or navigates. Screen readers hear it as a busy progress bar; it is not focusable.
 */
export function LoadingBar() {
  const intl = useIntl();
  const loading = useRouterState({ select: (state) => state.isLoading || state.status === 'pending' });
  const visible = useLingeringFlag(loading);
  // Not part of a prerendered page; the browser's own loads show it.
  const hydrated = useHydrated();
  if (!visible || !hydrated) return null;
  return (
    <div
      className={`${styles.bar} ${loading ? styles.running : styles.done}`}
      role="progressbar"
      aria-busy={loading}
      aria-label={intl.formatMessage({ id: 'app.loading' })}
      data-testid="loading-bar"
      data-state={loading ? 'loading' : 'done'}
    >
      <span className={styles.fill} />
    </div>
  );
}
