import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, linkOptions, notFound } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { PageHero, useHomeCrumb } from '@/components/content/page-hero';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { SideNav, WithSideNav } from '@/components/content/side-nav';
import styles from '@/components/content/content.module.css';
import { RichText } from '@/components/rich-text/rich-text';
import { policiesQueryOptions } from '@/features/policies/api/get-policies';
import { findPolicy, policyDescription } from '@/features/policies/utils/find-policy';
import { contentHead } from '@/lib/content-head';
import { optionalPathSegment, pathSegment } from '@/lib/url-params';

/**
 * /{lang}/policy/{category}/{id?} — terms-of-service, privacy-policy, cancellation-policy.
 * The optional id is the policy's CMS document id (links from elsewhere may carry it); when
 * given it must belong to the category.
 */
export const Route = createFileRoute('/$lang/policy/$category/{-$id}')({
  params: {
    parse: (raw) => ({
      category: pathSegment(80)(raw.category),
      id: optionalPathSegment(80)(raw.id),
    }),
  },
  loader: async ({ context: { queryClient, language }, params }) => {
    const policies = await queryClient.ensureQueryData(policiesQueryOptions(language));
    const policy = findPolicy(policies, params.category, params.id);
    if (!policy) throw notFound();
    return { title: policy.title, description: policyDescription(policy) };
  },
  head: ({ params, loaderData, match }) =>
    contentHead(params.lang, `/policy/${params.category}`, loaderData, 'policy.title', match.status),
  ...contentRouteFallbacks,
  component: PolicyPage,
});

function PolicyPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const homeCrumb = useHomeCrumb(language);
  const params = Route.useParams();
  const { data: policies } = useSuspenseQuery(policiesQueryOptions(language));
  const policy = findPolicy(policies, params.category, params.id);
  if (!policy) return null;
  const label = intl.formatMessage({ id: 'policy.title' });
  return (
    <>
      <PageHero
        crumbs={[homeCrumb, { label }, { label: policy.title }]}
        eyebrow={label}
        title={policy.title}
      />
      <WithSideNav
        nav={
          <SideNav
            label={label}
            testId="policy-nav"
            currentKey={policy.key}
            items={policies.map((item) => ({
              key: item.key,
              label: item.title,
              link: linkOptions({
                to: '/$lang/policy/$category/{-$id}',
                params: { lang: language, category: item.key, id: undefined },
              }),
            }))}
          />
        }
      >
        <article className={styles.article} data-testid="policy-article">
          <RichText markdown={policy.content} />
        </article>
      </WithSideNav>
    </>
  );
}
