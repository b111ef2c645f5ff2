import type { Language } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ClockIcon, HeartIcon } from '@/components/ui/icons';
import type { SavedList } from '../utils/saved-list';
import styles from './saved-list-page.module.css';

/** An empty saved list: what it would hold, and a way to the apartments. */
export function SavedListEmpty({ list, language }: { list: SavedList; language: Language }) {
  const intl = useIntl();
  return (
    <section className={styles.empty} data-testid="saved-empty">
      {list === 'favourites' ? <HeartIcon size={40} /> : <ClockIcon size={40} />}
      <h2 className={styles.emptyTitle}>
        {intl.formatMessage({
          id: list === 'favourites' ? 'saved.favourites.empty' : 'saved.history.empty',
        })}
      </h2>
      <p className={styles.emptyBody}>
        {intl.formatMessage({
          id: list === 'favourites' ? 'saved.favourites.emptyBody' : 'saved.history.emptyBody',
        })}
      </p>
      <Link to="/$lang/serviced-apartments" params={{ lang: language }} className={styles.emptyLink}>
        {intl.formatMessage({ id: 'saved.browse' })}
      </Link>
    </section>
  );
}
