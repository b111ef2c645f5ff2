import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LinkCards } from '@/components/content/link-cards';
import { PageHero, useHomeCrumb } from '@/components/content/page-hero';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { pageBannersQueryOptions } from '@/features/banners/api/get-page-banners';
import { PageBanner } from '@/features/banners/components/page-banner';
import { translatedHead } from '@/lib/content-head';
import styles from '@/components/content/content.module.css';

/** Owner banner keys: category 1 leads to the form, category 2 to the owner FAQs. */
const ownerBannerKeys = { create: 'owners-create-your-property', faqs: 'owners-faqs' } as const;

/** /{lang}/for-owners — the owner landing: the owner banner and two cards (form, FAQs). */
export const Route = createFileRoute('/$lang/for-owners/')({
  loader: async ({ context: { queryClient, language } }) => {
    await queryClient.ensureQueryData(pageBannersQueryOptions(language, 'owners'));
  },
  head: ({ params }) => translatedHead(params.lang, '/for-owners', 'owners.title', 'owners.lead'),
  ...contentRouteFallbacks,
  component: ForOwnersPage,
});

function ForOwnersPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const homeCrumb = useHomeCrumb(language);
  const { data: banners } = useSuspenseQuery(pageBannersQueryOptions(language, 'owners'));
  const createBanner = banners.find((banner) => banner.key === ownerBannerKeys.create) ?? banners[0];
  const faqsBanner = banners.find((banner) => banner.key === ownerBannerKeys.faqs) ?? banners[1];
  const crumbs = [homeCrumb, { label: intl.formatMessage({ id: 'owners.title' }) }];
  return (
    <>
      {createBanner ? (
        <PageBanner banner={createBanner} crumbs={crumbs} language={language} />
      ) : (
        <PageHero
          crumbs={crumbs}
          title={intl.formatMessage({ id: 'owners.title' })}
          lead={intl.formatMessage({ id: 'owners.lead' })}
        />
      )}
      <div className={`container ${styles.body}`}>
        <LinkCards
          cards={[
            {
              key: 'create-your-property',
              title: intl.formatMessage({ id: 'owners.card.create.title' }),
              body: intl.formatMessage({ id: 'owners.card.create.body' }),
              action: intl.formatMessage({ id: 'owners.card.create.action' }),
              link: linkOptions({ to: '/$lang/for-owners/create-your-property', params: { lang: language } }),
              image: createBanner?.image ?? null,
            },
            {
              key: 'faqs',
              title: intl.formatMessage({ id: 'owners.card.faqs.title' }),
              body: intl.formatMessage({ id: 'owners.card.faqs.body' }),
              action: intl.formatMessage({ id: 'owners.card.faqs.action' }),
              link: linkOptions({ to: '/$lang/for-owners/faqs', params: { lang: language } }),
              image: faqsBanner?.image ?? null,
            },
          ]}
        />
      </div>
    </>
  );
}
