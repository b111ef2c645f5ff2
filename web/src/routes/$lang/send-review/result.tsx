import { createFileRoute, Link, linkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useHomeCrumb } from '@/components/content/page-hero';
import { buttonClassName } from '@/components/ui/button-class';
import { Alert } from '@/components/ui/alert';
import { FormPage } from '@/features/forms/components/form-page';
import styles from '@/features/forms/components/forms.module.css';
import { privatePageHead } from '@/lib/seo';
import { choiceParam, searchParams } from '@/lib/url-params';

const resultSearch = searchParams({ status: choiceParam(['sent', 'invalid'] as const) });

/**
 * /{lang}/send-review/result — after a review was sent (`?status=sent`), or for a link that
 * cannot be used (unknown, used or expired; the default).
 */
export const Route = createFileRoute('/$lang/send-review/result')({
  head: ({ params }) => privatePageHead(params, '/send-review/result', 'sendReview.title'),
  validateSearch: resultSearch,
  component: SendReviewResultPage,
});

function SendReviewResultPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  const { status } = Route.useSearch();
  const homeCrumb = useHomeCrumb(language);
  const sent = status === 'sent';
  return (
    <FormPage
      crumbs={[homeCrumb, { label: intl.formatMessage({ id: 'sendReview.title' }) }]}
      title={intl.formatMessage({ id: 'sendReview.title' })}
    >
      <div className={styles.result} data-testid="review-result" data-status={sent ? 'sent' : 'invalid'}>
        <h2 className={styles.resultTitle}>
          {intl.formatMessage({
            id: sent ? 'sendReview.result.sentTitle' : 'sendReview.result.invalidTitle',
          })}
        </h2>
        <Alert tone={sent ? 'success' : 'info'}>
          {intl.formatMessage({ id: sent ? 'sendReview.result.sentBody' : 'sendReview.result.invalidBody' })}
        </Alert>
        <Link
          {...linkOptions({ to: '/$lang', params: { lang: language } })}
          className={buttonClassName('primary')}
          data-testid="review-result-home"
        >
          {intl.formatMessage({ id: 'sendReview.result.home' })}
        </Link>
      </div>
    </FormPage>
  );
}
