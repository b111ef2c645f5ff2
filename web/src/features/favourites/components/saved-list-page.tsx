import type { Language, PropertyCard as PropertyCardData } from '@stayvn/shared';
import { Link, linkOptions, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { PropertyCard } from '@/components/property-card/property-card';
import cardStyles from '@/components/property-card/property-card.module.css';
import { ErrorNotice } from '@/components/errors/error-notice';
import { Alert } from '@/components/ui/alert';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ClockIcon, CloseIcon, HeartIcon, MailIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { authAtom } from '@/lib/session/atoms';
import { currencyAtom } from '@/lib/preferences/atoms';
import { historyIdsAtom, likedIdsAtoms } from '@/lib/local-lists';
import {
  localCardsQueryOptions,
  serverFavouritesQueryOptions,
  useRemoveServerFavourites,
} from '../api/favourites-api';
import {
  clampPage,
  inIdOrder,
  keptSelection,
  localLikedIds,
  pageCountOf,
  pageOf,
  toggled,
} from '../utils/saved-list';
import styles from './saved-list-page.module.css';

export type SavedList = 'favourites' | 'history';

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

/** The cards of a saved list and where they come from: the server for a signed-in visitor's favourites. */
function useSavedCards(list: SavedList, language: Language) {
  const store = useStore();
  const auth = useAtomValue(authAtom);
  const currency = useAtomValue(currencyAtom);
  const apartments = useAtomValue(likedIdsAtoms.apartment);
  const offices = useAtomValue(likedIdsAtoms.office);
  const history = useAtomValue(historyIdsAtom);
  const onServer = list === 'favourites' && auth !== null;
  const localIds = useMemo(
    () => (list === 'favourites' ? localLikedIds(apartments, offices) : history),
    [list, apartments, offices, history],
  );
  const server = useQuery({
    ...serverFavouritesQueryOptions(store, auth?.userInfo.id ?? '', language, currency),
    enabled: onServer,
  });
  const local = useQuery({
    ...localCardsQueryOptions(localIds.slice(0, 100), language, currency),
    enabled: !onServer,
    placeholderData: (previous) => previous,
  });
  const query = onServer ? server : local;
  const cards = useMemo(
    () => (onServer ? (server.data ?? []) : inIdOrder(local.data ?? [], localIds)),
    [onServer, server.data, local.data, localIds],
  );
  return { query, cards, onServer };
}

export function SavedListPage({ list, language, pageIndex, cleared, renderContact }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { query, cards, onServer } = useSavedCards(list, language);
  const [apartments, setApartments] = useAtom(likedIdsAtoms.apartment);
  const [offices, setOffices] = useAtom(likedIdsAtoms.office);
  const setHistory = useSetAtom(historyIdsAtom);
  const removeOnServer = useRemoveServerFavourites();
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [contacting, setContacting] = useState(false);

  const ids = cards.map((card) => card.id);
  const selected = keptSelection(selection, ids);
  const page = clampPage(pageIndex, cards.length);
  const pageCards = pageOf(cards, page);
  const allSelected = cards.length > 0 && selected.size === cards.length;
  const titleId = list === 'favourites' ? 'saved.favourites.title' : 'saved.history.title';

  const removeOne = (card: PropertyCardData) => {
    setSelection(toggled(selected, card.id, false));
    if (list === 'history') {
      setHistory((current) => current.filter((id) => id !== card.id));
      return;
    }
    if (card.kind === 'office') setOffices(offices.filter((id) => id !== card.id));
    else setApartments(apartments.filter((id) => id !== card.id));
    if (onServer) removeOnServer.mutate({ propertyIds: [card.id] });
  };

  const clearAll = async () => {
    if (list === 'history') setHistory([]);
    else {
      if (onServer) await removeOnServer.mutateAsync({ all: true }).catch(() => undefined);
      setApartments([]);
      setOffices([]);
    }
    setSelection(new Set());
    setConfirming(false);
    // The spec: the page starts again with a notice that the list was cleared.
    void navigate({ to: '.', search: { cleared: true }, replace: true });
  };

  const otherList = list === 'favourites' ? 'history' : 'favourites';
  return (
    <div className={`container ${styles.page}`} data-testid={`${list}-page`}>
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
            to={list === 'favourites' ? '/$lang/favourites' : '/$lang/recently-viewed'}
            params={{ lang: language }}
            className={styles.switchLink}
            aria-current="page"
          >
            {list === 'favourites' ? <HeartIcon size={16} filled /> : <ClockIcon size={16} />}
            {intl.formatMessage({ id: titleId })}
          </Link>
          <Link
            to={otherList === 'favourites' ? '/$lang/favourites' : '/$lang/recently-viewed'}
            params={{ lang: language }}
            className={styles.switchLink}
            data-testid={`saved-switch-${otherList}`}
          >
            {otherList === 'favourites' ? <HeartIcon size={16} /> : <ClockIcon size={16} />}
            {intl.formatMessage({
              id: otherList === 'favourites' ? 'saved.favourites.title' : 'saved.history.title',
            })}
          </Link>
        </nav>
      </header>
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
      ) : (
        <>
          <div className={styles.toolbar} data-testid="saved-toolbar">
            <Checkbox
              isSelected={allSelected}
              onChange={(all) => setSelection(all ? new Set(ids) : new Set())}
              name="select-all"
            >
              {intl.formatMessage({ id: 'saved.selectAll' }, { count: cards.length })}
            </Checkbox>
            <span className={styles.count} data-testid="saved-count" aria-live="polite">
              {intl.formatMessage({ id: 'saved.selected' }, { count: selected.size })}
            </span>
            <div className={styles.actions}>
              <Button
                onPress={() => setContacting(true)}
                isDisabled={selected.size === 0}
                data-testid="saved-contact"
              >
                <MailIcon size={18} />
                {intl.formatMessage({ id: 'saved.contact' })}
              </Button>
              <Button variant="secondary" onPress={() => setConfirming(true)} data-testid="saved-clear">
                {intl.formatMessage({ id: 'saved.clearAll' })}
              </Button>
            </div>
          </div>
          <ul className={cardStyles.grid} data-testid="saved-grid">
            {pageCards.map((card, index) => (
              <li key={card.id} className={styles.item} data-testid="saved-item" data-property-id={card.id}>
                <div className={styles.itemBar}>
                  <Checkbox
                    isSelected={selected.has(card.id)}
                    onChange={(on) => setSelection(toggled(selected, card.id, on))}
                    name={`select-${card.id}`}
                  >
                    <span className={styles.itemSelect}>
                      {intl.formatMessage({ id: 'saved.select' }, { name: card.name })}
                    </span>
                  </Checkbox>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => removeOne(card)}
                    aria-label={intl.formatMessage({ id: 'saved.remove' }, { name: card.name })}
                    data-testid="saved-remove"
                  >
                    <CloseIcon size={16} />
                    <span>{intl.formatMessage({ id: 'saved.removeShort' })}</span>
                  </button>
                </div>
                <PropertyCard
                  property={card}
                  language={language}
                  linkTarget="detail"
                  testId="saved"
                  headingLevel="h2"
                  priority={index < 3}
                />
              </li>
            ))}
          </ul>
          <Pagination pageIndex={page} pageCount={pageCountOf(cards.length)} />
        </>
      )}
      <Modal
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        closeLabel={intl.formatMessage({ id: 'saved.confirm.cancel' })}
        data-testid="saved-confirm"
      >
        <Heading slot="title" className={styles.confirmTitle}>
          {intl.formatMessage({
            id: list === 'favourites' ? 'saved.favourites.confirmTitle' : 'saved.history.confirmTitle',
          })}
        </Heading>
        <p className={styles.confirmBody}>{intl.formatMessage({ id: 'saved.confirm.body' })}</p>
        <div className={styles.confirmActions}>
          <Button variant="secondary" onPress={() => setConfirming(false)}>
            {intl.formatMessage({ id: 'saved.confirm.cancel' })}
          </Button>
          <Button
            onPress={() => void clearAll()}
            isPending={removeOnServer.isPending}
            data-testid="saved-confirm-clear"
          >
            {intl.formatMessage({ id: 'saved.confirm.clear' })}
          </Button>
        </div>
      </Modal>
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
