import type { Language } from '@stayvn/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { config } from '@/config';
import { useHydrated } from '@/lib/hydration';
import { readSectionQuery } from '@/lib/section-query';
import { useSession } from '@/lib/session/use-session';
import { detailBreadcrumb, type SectionCrumb } from '../utils/breadcrumb';
import type { DetailPrefix, DetailTab } from '../utils/detail-route';
import type { LikeRule } from './like-button';
import { PropertyDetailPage, type ContactRender, type TabLinkRender } from './property-detail-page';
import styles from './property-detail.module.css';
import { siteTo } from '@/components/ui/site-link';

const sectionMessage = {
  'serviced-apartments': 'detail.crumb.apartments',
  offers: 'detail.crumb.offers',
  'search-result': 'detail.crumb.searchResult',
} as const;

/**
 * The detail page with the links every detail URL shares: home and section crumbs (spec §2.3:
 * the section is left out with ?home), payment summary for Book now, contact and preparation
 * pages. The session (signed in or not, the login dialog, the currency) is the app's; the like's
 * server call and the enquiry modal come from the route.
 */
export function PropertyDetailRoute({
  language,
  id,
  tab,
  prefix,
  fromHome,
  path,
  renderTabLink,
  savedIds,
  saveLike,
  renderContact,
}: {
  language: Language;
  id: string;
  tab: DetailTab;
  /** The list the visitor came from; null for special-list and office URLs. */
  prefix: DetailPrefix | null;
  fromHome: boolean;
  /** The path after the language, for the structured data's URL. */
  path: string;
  renderTabLink: TabLinkRender;
  savedIds?: LikeRule['savedIds'];
  saveLike: LikeRule['saveLike'];
  renderContact: ContactRender;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, requireLogin, currency } = useSession();
  const isLoggedIn = user !== null;
  const sectionCrumb = prefix && !fromHome ? <SectionCrumbLink language={language} prefix={prefix} /> : null;
  return (
    <PropertyDetailPage
      language={language}
      currency={currency}
      id={id}
      tab={tab}
      homeCrumb={
        <Link to="/$lang" params={{ lang: language }} activeOptions={{ exact: true }}>
          {intl.formatMessage({ id: 'detail.crumb.home' })}
        </Link>
      }
      sectionCrumb={sectionCrumb}
      renderTabLink={renderTabLink}
      onBook={(dates) => {
        // Spec §4 Book now: signed in goes to the payment summary (with the dates chosen), else
        // the login dialog.
        if (isLoggedIn) void navigate({ to: siteTo(language, `payment-summary/${id}`), search: dates ?? {} });
        else requireLogin();
      }}
      renderContact={renderContact}
      like={{ isLoggedIn, savedIds, requireLogin, saveLike }}
      preparationLink={
        <Link
          to={siteTo(language, 'preparation-page')}
          className={styles.preparationLink}
          data-testid="preparation-link"
        >
          {intl.formatMessage({ id: 'detail.location.preparation' })}
        </Link>
      }
      canonicalUrl={`${config.siteUrl}/${language}${path}`}
    />
  );
}

/**
 * Back to where the visitor came from: the list's filter, sort and page, kept this visit. Read
 * after hydration, since the prerendered page links the list's first page; the link is a
 * component of its own so that only it renders again then, not the whole page (React renders
 * what a hydrated value changes at once, in one task).
 */
function SectionCrumbLink({ language, prefix }: { language: Language; prefix: DetailPrefix }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const storedQuery = hydrated ? readSectionQuery(prefix) : null;
  const section = detailBreadcrumb({ prefix, fromHome: false, storedQuery }).find(
    (crumb): crumb is SectionCrumb =>
      crumb.kind !== 'home' && crumb.kind !== 'property' && crumb.kind !== 'tab',
  );
  if (!section) return null;
  return (
    <Link
      to={siteTo(language, section.kind)}
      search={section.search}
      activeOptions={{ exact: true }}
      data-testid="crumb-section-link"
    >
      {intl.formatMessage({ id: sectionMessage[section.kind] })}
    </Link>
  );
}
