import { Link, type LinkOptions } from '@tanstack/react-router';
import { CmsPicture } from './cms-picture';
import type { ResponsiveImage } from '@/lib/cms-media';
import { ArrowRightIcon } from '@/components/ui/icons';
import styles from './link-cards.module.css';

export type LinkCard = {
  key: string;
  title: string;
  body: string;
  action: string;
  link: LinkOptions;
  image: ResponsiveImage | null;
};

/** Cards that each lead to one page (the for-owners landing, the about-us pages). */
export function LinkCards({ cards, testId }: { cards: LinkCard[]; testId?: string }) {
  return (
    <ul className={styles.cards} data-testid={testId}>
      {cards.map((card) => (
        <li key={card.key} className={styles.card} data-testid={`link-card-${card.key}`}>
          {card.image ? (
            <CmsPicture
              image={card.image}
              alt=""
              sizes="(max-width: 768px) 100vw, 580px"
              className={styles.image}
            />
          ) : null}
          <div className={styles.body}>
            <h2 className={styles.title}>
              <Link {...card.link} className={styles.link}>
                {card.title}
              </Link>
            </h2>
            <p className={styles.text}>{card.body}</p>
            <span className={styles.action} aria-hidden="true">
              {card.action}
              <ArrowRightIcon />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
