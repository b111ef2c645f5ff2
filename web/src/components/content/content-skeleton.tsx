import { useIntl } from 'react-intl';
import styles from './content.module.css';

/** The shape of a content page while its CMS answer is on the way. */
export function ContentSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.skeletonPage} aria-busy="true" data-testid="content-skeleton">
      <span className="visually-hidden" role="status">
        {intl.formatMessage({ id: 'content.loading' })}
      </span>
      <div className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={`${styles.bone} ${styles.boneCrumb}`} />
          <div className={`${styles.bone} ${styles.boneTitle}`} />
          <div className={`${styles.bone} ${styles.boneLine}`} />
        </div>
      </div>
      <div className={`container ${styles.body}`}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={`${styles.bone} ${styles.boneLine}`} />
        ))}
      </div>
    </div>
  );
}

/** A card grid placeholder (blog lists, other blogs). */
export function CardGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.cardGrid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.cardBone}>
          <div className={`${styles.bone} ${styles.boneImage}`} />
          <div className={`${styles.bone} ${styles.boneLine}`} />
          <div className={`${styles.bone} ${styles.boneLine}`} />
        </div>
      ))}
    </div>
  );
}
