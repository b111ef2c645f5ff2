import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute, linkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import styles from '@/components/content/content.module.css';
import { FaqLayout } from '@/components/content/faq-layout';
import { PageHero, useHomeCrumb } from '@/components/content/page-hero';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { buttonClassName } from '@/components/ui/button-class';
import { pageBannersQueryOptions } from '@/features/banners/api/get-page-banners';
import { PageBanner } from '@/features/banners/components/page-banner';
import { faqsQueryOptions } from '@/features/faqs/api/get-faqs';
import { FaqList } from '@/features/faqs/components/faq-list';
import { translatedHead } from '@/lib/content-head';

/** Questions shown on the help landing before "see all". */
const previewCount = 4;

/** /{lang}/helps — help banner, a preview of frequently asked issues, create-an-issue. */
export const Route = createFileRoute('/$lang/helps/')({
  loader: async ({ context: { queryClient, language } }) => {
    await Promise.all([
      queryClient.ensureQueryData(pageBannersQueryOptions(language, 'help')),
      queryClient.ensureQueryData(faqsQueryOptions(language, 'frequently-asked-issues')),
    ]);
  },
  head: ({ params }) => translatedHead(params.lang, '/helps', 'help.title', 'help.lead'),
  ...contentRouteFallbacks,
  component: HelpPage,
});

function HelpPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const homeCrumb = useHomeCrumb(language);
  const { data: banners } = useSuspenseQuery(pageBannersQueryOptions(language, 'help'));
  const banner = banners[0];
  const crumbs = [homeCrumb, { label: intl.formatMessage({ id: 'help.title' }) }];
  return (
    <>
      {banner ? (
        <PageBanner banner={banner} crumbs={crumbs} language={language} />
      ) : (
        <PageHero
          crumbs={crumbs}
          title={intl.formatMessage({ id: 'help.title' })}
          lead={intl.formatMessage({ id: 'help.lead' })}
        />
      )}
      <FaqLayout
        title={intl.formatMessage({ id: 'help.issues.title' })}
        faq={
          <>
            <FaqList language={language} category="frequently-asked-issues" limit={previewCount} />
            <p>
              <Link
                {...linkOptions({ to: '/$lang/helps/frequently-asked-issues', params: { lang: language } })}
                className={buttonClassName('secondary')}
                data-testid="help-all-issues"
              >
                {intl.formatMessage({ id: 'help.issues.all' })}
              </Link>
            </p>
          </>
        }
        aside={
          <aside className={styles.cta} aria-labelledby="help-create-title" data-testid="help-create-issue">
            <div className={styles.ctaText}>
              <h2 id="help-create-title" className={styles.ctaTitle}>
                {intl.formatMessage({ id: 'help.create.title' })}
              </h2>
              <p className={styles.ctaBody}>{intl.formatMessage({ id: 'help.create.body' })}</p>
            </div>
            <Link
              {...linkOptions({ to: '/$lang/helps/create-issue', params: { lang: language } })}
              className={`${buttonClassName('primary')} ${styles.ctaButton}`}
            >
              {intl.formatMessage({ id: 'help.create.button' })}
            </Link>
          </aside>
        }
      />
    </>
  );
}
