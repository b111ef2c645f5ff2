import type { Language } from '@stayvn/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { LinkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LinkCards } from '@/components/content/link-cards';
import { sectionPagesQueryOptions, type ContentPage, type PageSection } from '../api/get-pages';

/** A section's pages as cards (picture, title, summary), e.g. the about-us landing. */
export function SectionCards({
  language,
  section,
  linkFor,
}: {
  language: Language;
  section: PageSection;
  linkFor: (page: ContentPage) => LinkOptions;
}) {
  const intl = useIntl();
  const { data: pages } = useSuspenseQuery(sectionPagesQueryOptions(language, section));
  return (
    <LinkCards
      testId="section-cards"
      cards={pages.map((page) => ({
        key: page.slug,
        title: page.title,
        body: page.summary,
        action: intl.formatMessage({ id: 'content.readMore' }),
        link: linkFor(page),
        image: page.image,
      }))}
    />
  );
}
