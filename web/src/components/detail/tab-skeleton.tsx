import styles from './detail.module.css';

/** A grey outline of a tab while its data loads; `label` is announced to screen readers. */
export function TabSkeleton({
  label,
  variant = 'text',
}: {
  label: string;
  variant?: 'text' | 'grid' | 'map';
}) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label} data-testid="tab-skeleton">
      {variant === 'grid' ? (
        <div className={styles.skeletonGrid}>
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className={`${styles.skeletonBlock} ${styles.shimmer}`} />
          ))}
        </div>
      ) : variant === 'map' ? (
        <div className={`${styles.skeletonMap} ${styles.shimmer}`} />
      ) : (
        <>
          <div className={`${styles.skeletonHero} ${styles.shimmer}`} />
          {[90, 75, 82, 60].map((width) => (
            <div
              key={width}
              className={`${styles.skeletonLine} ${styles.shimmer}`}
              style={{ width: `${width}%` }}
            />
          ))}
        </>
      )}
    </div>
  );
}
