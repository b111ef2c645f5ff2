import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { FaqLayout } from '@/components/content/faq-layout';
import { PageHero, useHomeCrumb } from '@/components/content/page-hero';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { pageBannersQueryOptions } from '@/features/banners/api/get-page-banners';
import { PageBanner } from '@/features/banners/components/page-banner';
import { faqsQueryOptions } from '@/features/faqs/api/get-faqs';
import { FaqList } from '@/features/faqs/components/faq-list';
import { translatedHead } from '@/lib/content-head';

/** /{lang}/for-owners/faqs — the owner FAQ banner (category 2) and the owners' questions. */
export const Route = createFileRoute('/$lang/for-owners/faqs')({
  loader: async ({ context: { queryClient, language } }) => {
    await Promise.all([
      queryClient.ensureQueryData(pageBannersQueryOptions(language, 'owners')),
      queryClient.ensureQueryData(faqsQueryOptions(language, 'owners')),
    ]);
  },
  head: ({ params }) =>
    translatedHead(params.lang, '/for-owners/faqs', 'owners.faqs.title', 'owners.card.faqs.body'),
  ...contentRouteFallbacks,
  component: OwnerFaqsPage,
});

function OwnerFaqsPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const homeCrumb = useHomeCrumb(language);
  const { data: banners } = useSuspenseQuery(pageBannersQueryOptions(language, 'owners'));
  const banner = banners.find((item) => item.key === 'owners-faqs') ?? banners[1];
  const crumbs = [
    homeCrumb,
    {
      label: intl.formatMessage({ id: 'owners.title' }),
      link: linkOptions({ to: '/$lang/for-owners', params: { lang: language } }),
    },
    { label: intl.formatMessage({ id: 'owners.faqs.title' }) },
  ];
  return (
    <>
      {banner ? (
        // The banner's own button leads here; on this page it would go nowhere.
        <PageBanner banner={banner} crumbs={crumbs} language={language} showButton={false} />
      ) : (
        <PageHero crumbs={crumbs} title={intl.formatMessage({ id: 'owners.faqs.title' })} />
      )}
      <FaqLayout
        title={intl.formatMessage({ id: 'faq.title' })}
        faq={<FaqList language={language} category="owners" />}
      />
    </>
  );
}
