import type { PropertyCard as PropertyCardData } from '@stayvn/shared';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { historyIdsAtom, likedIdsAtoms } from '@/lib/local-lists';
import { useRemoveServerFavourites } from '../api/favourites-api';
import { keptSelection, toggled, type SavedList } from '../utils/saved-list';

/**
 * What the visitor does to a saved list: select cards (a selection keeps only the cards still
 * listed), remove one, or clear the list after confirming, on the server too for a signed-in
 * visitor's favourites. After clearing, the page starts again with a notice.
 */
export function useSavedListEdits(list: SavedList, onServer: boolean, ids: readonly string[]) {
  const navigate = useNavigate();
  const [apartments, setApartments] = useAtom(likedIdsAtoms.apartment);
  const [offices, setOffices] = useAtom(likedIdsAtoms.office);
  const setHistory = useSetAtom(historyIdsAtom);
  const removeOnServer = useRemoveServerFavourites();
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const selected = keptSelection(selection, ids);

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

  return {
    selected,
    select: (id: string, on: boolean) => setSelection(toggled(selected, id, on)),
    selectAll: (all: boolean) => setSelection(all ? new Set(ids) : new Set()),
    removeOne,
    confirming,
    setConfirming,
    clearAll,
    isClearing: removeOnServer.isPending,
  };
}
