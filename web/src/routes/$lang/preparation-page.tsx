import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import styles from '@/components/content/preparation.module.css';
import { buttonClassName } from '@/components/ui/button-class';
import { translatedHead } from '@/lib/content-head';

/**
 * /{lang}/preparation-page — where small screens are sent from find-property (the map search
 * needs room): a friendly note with ways to carry on.
 */
export const Route = createFileRoute('/$lang/preparation-page')({
  // A stop on the way, not a page to find in a search engine.
  head: ({ params }) =>
    translatedHead(
      params.lang,
      '/preparation-page',
      'content.preparation.title',
      'content.preparation.body',
      { indexable: false },
    ),
  component: PreparationPage,
});

function PreparationPage() {
  const intl = useIntl();
  const { language } = Route.useRouteContext();
  return (
    <div className="container">
      <section className={styles.page} aria-labelledby="preparation-title" data-testid="preparation-page">
        <svg className={styles.art} viewBox="0 0 220 150" aria-hidden="true" focusable="false">
          <rect
            x="10"
            y="12"
            width="150"
            height="100"
            rx="10"
            fill="var(--color-brand-tint)"
            stroke="var(--color-brand)"
            strokeWidth="4"
          />
          <rect x="62" y="112" width="46" height="14" fill="var(--color-brand)" />
          <rect x="44" y="126" width="82" height="8" rx="4" fill="var(--color-brand)" />
          <path
            d="M34 84 62 52l22 22 18-16 34 26"
            fill="none"
            stroke="var(--color-brand)"
            strokeWidth="5"
            strokeLinejoin="round"
          />
          <circle cx="126" cy="40" r="9" fill="var(--color-accent)" />
          <rect
            x="160"
            y="56"
            width="48"
            height="86"
            rx="9"
            fill="#fff"
            stroke="var(--color-muted)"
            strokeWidth="4"
          />
          <circle cx="184" cy="132" r="3.5" fill="var(--color-muted)" />
        </svg>
        <h1 id="preparation-title" className={styles.title}>
          {intl.formatMessage({ id: 'content.preparation.title' })}
        </h1>
        <p className={styles.body}>{intl.formatMessage({ id: 'content.preparation.body' })}</p>
        <div className={styles.actions}>
          <Link
            to="/$lang"
            params={{ lang: language }}
            className={buttonClassName('primary')}
            data-testid="preparation-home"
          >
            {intl.formatMessage({ id: 'content.preparation.home' })}
          </Link>
          <Link
            to="/$lang/about-us/$slug"
            params={{ lang: language, slug: 'contact-us' }}
            className={buttonClassName('secondary')}
          >
            {intl.formatMessage({ id: 'content.preparation.contact' })}
          </Link>
        </div>
      </section>
    </div>
  );
}
