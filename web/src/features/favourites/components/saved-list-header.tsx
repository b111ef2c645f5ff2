import type { Language } from '@stayvn/shared';
import { Link, linkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ClockIcon, HeartIcon } from '@/components/ui/icons';
import type { SavedList } from '../utils/saved-list';
import styles from './saved-list-page.module.css';

const titleIds = { favourites: 'saved.favourites.title', history: 'saved.history.title' } as const;
const listPaths = { favourites: '/$lang/favourites', history: '/$lang/recently-viewed' } as const;

/** The crumbs, the list's title and the switch between the two saved lists. */
export function SavedListHeader({ list, language }: { list: SavedList; language: Language }) {
  const intl = useIntl();
  const titleId = titleIds[list];
  const otherList = list === 'favourites' ? 'history' : 'favourites';
  return (
    <>
      <Breadcrumbs
        items={[
          {
            label: intl.formatMessage({ id: 'saved.home' }),
            link: linkOptions({ to: '/$lang', params: { lang: language } }),
          },
          { label: intl.formatMessage({ id: titleId }) },
        ]}
      />
      <header className={styles.head}>
        <h1 className={styles.title} data-testid="page-title">
          {intl.formatMessage({ id: titleId })}
        </h1>
        <nav className={styles.switch} aria-label={intl.formatMessage({ id: 'saved.lists' })}>
          <Link
            to={listPaths[list]}
            params={{ lang: language }}
            className={styles.switchLink}
            aria-current="page"
          >
            {list === 'favourites' ? <HeartIcon size={16} filled /> : <ClockIcon size={16} />}
            {intl.formatMessage({ id: titleId })}
          </Link>
          <Link
            to={listPaths[otherList]}
            params={{ lang: language }}
            className={styles.switchLink}
            data-testid={`saved-switch-${otherList}`}
          >
            {otherList === 'favourites' ? <HeartIcon size={16} /> : <ClockIcon size={16} />}
            {intl.formatMessage({ id: titleIds[otherList] })}
          </Link>
        </nav>
      </header>
    </>
  );
}
