import type { Language } from '@stayvn/shared';
import { useNavigate } from '@tanstack/react-router';
import { LazyEnquiryDialog } from '@/features/enquiries/components/lazy-enquiry';
import { SavedListPage } from '@/features/favourites/components/saved-list-page';
import type { SavedList } from '@/features/favourites/utils/saved-list';

/**
 * The favourites and recently-viewed pages (spec §2.7), composed from the favourites feature
 * and the enquiry modal of the enquiries feature: an enquiry about the selected properties
 * leads to /{lang}/notification/contact-us. ("-" files are not routes.)
 */
export function SavedListRoute({
  list,
  language,
  search,
}: {
  list: SavedList;
  language: Language;
  search: { pageIndex?: number; cleared?: boolean };
}) {
  const navigate = useNavigate();
  return (
    <SavedListPage
      list={list}
      language={language}
      pageIndex={search.pageIndex}
      cleared={search.cleared === true}
      renderContact={({ propertyIds, properties, onClose }) => (
        <LazyEnquiryDialog
          kind="favourites"
          language={language}
          propertyIds={propertyIds}
          propertyNames={properties.map((property) => property.name)}
          isOpen
          onClose={onClose}
          onSent={() => void navigate({ to: '/$lang/notification/contact-us', params: { lang: language } })}
        />
      )}
    />
  );
}
