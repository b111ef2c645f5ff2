import { memo, Suspense, useId } from 'react';
import { withAllMessages } from '@/i18n';
import { Arrived, useIsland } from '@/lib/island';
import type { HomeSectionsProps } from './-home-sections';
import styles from './-home-sections-island.module.css';

// With every message: the property card's are not in home's start part (i18n/parts.ts).
const loadHomeSections = withAllMessages(() => import('./-home-sections'));

/**
 * Home's sections below the hero as an island (`lib/island.tsx`): their code (the property
 * card, the partner carousel, each section's layout) is not in home's first download. On the
 * prerendered home their HTML stays as sent until they come within a screen of the viewport or
 * someone reaches for them; home rendered in the browser gets them as soon as their chunk is
 * in. A change of city or currency renders them again (with the hot apartments of that city).
 */
export const HomeSectionsIsland = memo(function HomeSectionsIsland(props: HomeSectionsProps) {
  const slotId = useId();
  const { Part, gate, slotRef } = useIsland(slotId, loadHomeSections, { nearScreen: true });
  return (
    <div ref={slotRef} id={slotId}>
      <Suspense fallback={<div className={styles.placeholder} />}>
        <Arrived onArrived={gate?.hydrated}>
          <Part {...props} />
        </Arrived>
      </Suspense>
    </div>
  );
});
