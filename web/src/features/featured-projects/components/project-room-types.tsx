import type { CurrencyCode, Language } from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ErrorNotice } from '@/components/errors/error-notice';
import { PropertyCard, PropertyCardSkeleton } from '@/components/property-card/property-card';
import { projectCardsQueryOptions } from '../api/get-projects';
import styles from './project-detail.module.css';

/** The project's apartments as cards, priced by the booking service in the chosen currency. */
export function RoomTypes({
  ids,
  language,
  currency,
}: {
  ids: string[];
  language: Language;
  currency: CurrencyCode;
}) {
  const intl = useIntl();
  const cards = useQuery(projectCardsQueryOptions(ids, language, currency));
  if (cards.isPending)
    return (
      <ul className={styles.cards} aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <PropertyCardSkeleton />
          </li>
        ))}
      </ul>
    );
  if (cards.isError)
    return (
      <ErrorNotice error={cards.error} retry={() => void cards.refetch()} titleId="project.roomTypes.error" />
    );
  if (cards.data.length === 0)
    return <p className={styles.muted}>{intl.formatMessage({ id: 'project.roomTypes.empty' })}</p>;
  return (
    <ul className={styles.cards} data-testid="project-room-types">
      {cards.data.map((card) => (
        <li key={card.id}>
          <PropertyCard property={card} language={language} />
        </li>
      ))}
    </ul>
  );
}
