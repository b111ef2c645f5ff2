import type { Language } from '@stayvn/shared';
import { memo } from 'react';
import { withAllMessages } from '@/i18n';
import { Island } from '@/lib/island';
import styles from './-footer-island.module.css';

// With every message: the footer's are not in home's start part (i18n/parts.ts).
const loadFooter = withAllMessages(() => import('./-footer'));

/**
 * The footer (links, support contacts, the newsletter box) below every page, as an island
 * (`lib/island.tsx`): its code is not in the page's first download. A page the browser renders
 * shows a placeholder of about its height until the chunk is in.
 */
export const FooterIsland = memo(function FooterIsland({ language }: { language: Language }) {
  return <Island load={loadFooter} props={{ language }} fallback={<div className={styles.placeholder} />} />;
});
