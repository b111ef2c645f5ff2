import type { PropertyKind } from '@stayvn/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { ToggleButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { likedIdsAtoms, toggleLikedAtom } from '@/lib/local-lists';
import styles from './property-detail.module.css';

/** The detail's heart: the id in the visitor's local liked list of its kind (spec §4). */
export function LikeButton({ id, kind, name }: { id: string; kind: PropertyKind; name: string }) {
  const intl = useIntl();
  const liked = useAtomValue(likedIdsAtoms[kind]).includes(id);
  const toggle = useSetAtom(toggleLikedAtom);
  return (
    <ToggleButton
      className={styles.like}
      isSelected={liked}
      onChange={() => toggle(kind, id)}
      aria-label={intl.formatMessage({ id: 'detail.like' }, { name })}
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
