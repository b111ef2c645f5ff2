import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { contentRouteFallbacks } from '@/components/content/route-fallbacks';
import { useHomeCrumb } from '@/components/content/page-hero';
import { checkReviewKey, reviewTagsQueryOptions } from '@/features/forms/api/send-forms';
import { FormPage } from '@/features/forms/components/form-page';
import { ReviewForm } from '@/features/forms/components/review-form';
import { sitePath } from '@/components/ui/site-link';
import { isHttpError } from '@/lib/http-error';
import { privatePageHead } from '@/lib/seo';
import { searchParams, stringParam } from '@/lib/url-params';

const sendReviewSearch = searchParams({ 'verify-key': stringParam({ trim: true, min: 1, max: 128 }) });

/**
 * /{lang}/send-review?verify-key= — the review of an e-mailed link. The key is checked first: an
 * unknown, used or expired one (or none) goes to /{lang}/send-review/result.
 */
export const Route = createFileRoute('/$lang/send-review/')({
  validateSearch: sendReviewSearch,
  loaderDeps: ({ search }) => ({ key: search['verify-key'] }),
  loader: async ({ context: { queryClient, language }, deps: { key } }) => {
    // By address, not by route: a typed target here would make the route's types circular.
    const invalid = redirect({
      href: sitePath(language, 'send-review/result?status=invalid'),
      replace: true,
    });
    if (!key) throw invalid;
    const tags = queryClient.ensureQueryData(reviewTagsQueryOptions(language));
    const checked = await checkReviewKey(language, key).catch((error: unknown) => {
      if (isHttpError(error) && error.status === 400) return { valid: false, apartmentName: null };
      throw error;
    });
    if (!checked.valid) throw invalid;
    await tags;
    return { key, apartmentName: checked.apartmentName };
  },
  head: ({ params }) => privatePageHead(params, '/send-review', 'sendReview.title'),
  ...contentRouteFallbacks,
  component: SendReviewPage,
});

function SendReviewPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const { key, apartmentName } = Route.useLoaderData();
  const { data: tags } = useSuspenseQuery(reviewTagsQueryOptions(language));
  const navigate = useNavigate();
  const homeCrumb = useHomeCrumb(language);
  return (
    <FormPage
      crumbs={[homeCrumb, { label: intl.formatMessage({ id: 'sendReview.title' }) }]}
      title={intl.formatMessage({ id: 'sendReview.title' })}
      lead={intl.formatMessage({ id: 'sendReview.lead' })}
    >
      <ReviewForm
        language={language}
        verifyKey={key}
        apartmentName={apartmentName}
        tags={tags}
        onDone={(status) =>
          void navigate({
            to: '/$lang/send-review/result',
            params: { lang: language },
            search: { status },
            replace: true,
          })
        }
      />
    </FormPage>
  );
}
