import type { Language } from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useMemo } from 'react';
import { historyIdsAtom, likedIdsAtoms } from '@/lib/local-lists';
import { currencyAtom } from '@/lib/preferences/atoms';
import { authAtom } from '@/lib/session/atoms';
import { localCardsQueryOptions, serverFavouritesQueryOptions } from '../api/favourites-api';
import { inIdOrder, localLikedIds, type SavedList } from '../utils/saved-list';

/** The cards of a saved list and where they come from: the server for a signed-in visitor's favourites. */
export function useSavedCards(list: SavedList, language: Language) {
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
