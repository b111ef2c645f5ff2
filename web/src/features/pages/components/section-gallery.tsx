import type { Language } from '@stayvn/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { sectionPagesQueryOptions, type PageSection } from '../api/get-pages';
import { PageGallery, type GalleryPhoto } from './page-gallery';

/** Every picture of a section's pages, captioned with the page it illustrates. */
export function SectionGallery({ language, section }: { language: Language; section: PageSection }) {
  const { data: pages } = useSuspenseQuery(sectionPagesQueryOptions(language, section));
  const photos: GalleryPhoto[] = pages.flatMap((page) =>
    page.image ? [{ key: page.id, image: page.image, caption: page.title }] : [],
  );
  return <PageGallery photos={photos} />;
}
