import type { Language, PropertyCard as PropertyCardData } from '@stayvn/shared';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import cardStyles from '@/components/property-card/property-card.module.css';
import { ErrorNotice } from '@/components/errors/error-notice';
import { Alert } from '@/components/ui/alert';
import { Pagination } from '@/components/ui/pagination';
import { useSavedCards } from '../hooks/use-saved-cards';
import { useSavedListEdits } from '../hooks/use-saved-list-edits';
import { clampPage, pageCountOf, pageOf, type SavedList } from '../utils/saved-list';
import { ClearListDialog } from './clear-list-dialog';
import { SavedListEmpty } from './saved-list-empty';
import { SavedListGrid, SavedListToolbar } from './saved-list-grid';
import { SavedListHeader } from './saved-list-header';
import styles from './saved-list-page.module.css';

/** What the page hands to the enquiry it opens: the selected properties. */
export type ContactRequest = { propertyIds: string[]; properties: PropertyCardData[]; onClose: () => void };

type Props = {
  list: SavedList;
  language: Language;
  pageIndex: number | undefined;
  /** Set after "clear all": the page says the list was cleared. */
  cleared: boolean;
  /** The enquiry about the selected properties (composed by the route from the enquiries feature). */
  renderContact: (request: ContactRequest) => ReactNode;
};

export function SavedListPage({ list, language, pageIndex, cleared, renderContact }: Props) {
  const intl = useIntl();
  const { query, cards, onServer } = useSavedCards(list, language);
  const ids = cards.map((card) => card.id);
  const edits = useSavedListEdits(list, onServer, ids);
  const [contacting, setContacting] = useState(false);
  const { selected } = edits;
  const page = clampPage(pageIndex, cards.length);

  return (
    <div className={`container ${styles.page}`} data-testid={`${list}-page`}>
      <SavedListHeader list={list} language={language} />
      {cleared ? (
        <Alert tone="success" data-testid="saved-cleared">
          {intl.formatMessage({
            id: list === 'favourites' ? 'saved.favourites.cleared' : 'saved.history.cleared',
          })}
        </Alert>
      ) : null}
      {onServer ? (
        <p className={styles.source} data-testid="saved-source">
          {intl.formatMessage({ id: 'saved.favourites.onServer' })}
        </p>
      ) : null}
      {query.isError && cards.length === 0 ? (
        <ErrorNotice error={query.error} retry={() => void query.refetch()} titleId="saved.error" />
      ) : query.isPending && cards.length === 0 ? (
        <ul className={cardStyles.grid} aria-busy="true" data-testid="saved-skeleton">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      ) : cards.length === 0 ? (
        <SavedListEmpty list={list} language={language} />
      ) : (
        <>
          <SavedListToolbar
            total={cards.length}
            selectedCount={selected.size}
            onSelectAll={edits.selectAll}
            onContact={() => setContacting(true)}
            onClear={() => edits.setConfirming(true)}
          />
          <SavedListGrid
            cards={pageOf(cards, page)}
            language={language}
            selected={selected}
            onSelect={edits.select}
            onRemove={edits.removeOne}
          />
          <Pagination pageIndex={page} pageCount={pageCountOf(cards.length)} />
        </>
      )}
      <ClearListDialog
        list={list}
        isOpen={edits.confirming}
        onClose={() => edits.setConfirming(false)}
        onClear={() => void edits.clearAll()}
        isPending={edits.isClearing}
      />
      {contacting
        ? renderContact({
            propertyIds: [...selected],
            properties: cards.filter((card) => selected.has(card.id)),
            onClose: () => setContacting(false),
          })
        : null}
    </div>
  );
}
