import { memo } from 'react';
import { withAllMessages } from '@/i18n';
import { Island } from '@/lib/island';
import type { HomeSectionsProps } from './-home-sections';
import styles from './-home-sections-island.module.css';

// With every message: the property card's are not in home's start part (i18n/parts.ts).
const loadHomeSections = withAllMessages(() => import('./-home-sections'));

/**
 * Home's sections below the hero as an island (`lib/island.tsx`): their code (the property
 * card, the partner carousel, each section's layout) is not in home's first download. A change
 * of city or currency renders them again (with the hot apartments of that city).
 */
export const HomeSectionsIsland = memo(function HomeSectionsIsland(props: HomeSectionsProps) {
  return <Island load={loadHomeSections} props={props} fallback={<div className={styles.placeholder} />} />;
});
