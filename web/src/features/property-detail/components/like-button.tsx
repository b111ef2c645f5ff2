import type { PropertyKind } from '@stayvn/shared';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { toast } from '@/components/ui/announce';
import { likedIdsAtoms } from '@/lib/local-lists';
import styles from './property-detail.module.css';

/** How the detail's heart saves: the route composes it from the session and the favourites feature. */
export type LikeRule = {
  isLoggedIn: boolean;
  /** The signed-in visitor's server favourites, once known: the heart shows what they hold. */
  savedIds?: string[] | undefined;
  requireLogin: () => void;
  /** Adds (`liked`) or removes the property in the signed-in visitor's server list. */
  saveLike: (id: string, liked: boolean) => Promise<unknown>;
};

/**
 * The detail's heart (spec §4 "Apartment like"): a signed-in visitor's heart shows and changes
 * the server list (saved in another browser shows saved here), and the local list follows once
 * the server has the change; an anonymous visitor is asked to log in. (The hearts on cards keep
 * the local lists alone.) It comes with the app (`needs-app`, global.css).
 */
export function LikeButton({
  id,
  kind,
  name,
  rule,
}: {
  id: string;
  kind: PropertyKind;
  name: string;
  rule: LikeRule;
}) {
  const intl = useIntl();
  const [ids, setIds] = useAtom(likedIdsAtoms[kind]);
  const [saving, setSaving] = useState(false);
  const liked = rule.isLoggedIn && rule.savedIds ? rule.savedIds.includes(id) : ids.includes(id);
  const onChange = async () => {
    if (!rule.isLoggedIn) {
      rule.requireLogin();
      return;
    }
    if (saving) return;
    setSaving(true);
    try {
      await rule.saveLike(id, !liked);
      setIds((current) =>
        liked ? current.filter((item) => item !== id) : [...current.filter((item) => item !== id), id],
      );
    } catch {
      toast.error(intl.formatMessage({ id: 'detail.likeFailed' }), { testId: 'like-error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <ToggleButton
      className={`${styles.like} needs-app`}
      isSelected={liked}
      onChange={() => void onChange()}
      aria-label={intl.formatMessage({ id: 'detail.like' }, { name })}
      aria-busy={saving || undefined}
      data-testid="detail-like"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.likeText}>
        {intl.formatMessage({ id: liked ? 'detail.liked' : 'detail.likeShort' })}
      </span>
    </ToggleButton>
  );
}
