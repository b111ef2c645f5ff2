import { homeCounts, type Language } from '@stayvn/shared';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { buttonClassName } from '@/components/ui/button-class';
import { ArrowRightIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { withAllMessages } from '@/i18n';
import { HomeSection, SkeletonGrid } from './home-section';

// Below the fold, and the only home section with dates: it and date-fns's locales arrive after
// the first paint, behind the section's own skeleton.
const BlogList = lazy(withAllMessages(() => import('./home-blog-list')));

/** The three latest articles (spec §2.4), each to its page with ?home=true. */
export function HomeBlogs({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <HomeSection
      id="home-blogs"
      eyebrow={intl.formatMessage({ id: 'home.blogs.eyebrow' })}
      title={intl.formatMessage({ id: 'home.blogs.title' })}
      action={
        <SiteLink
          language={language}
          path="blogs/all-blogs"
          className={buttonClassName('secondary')}
          data-testid="home-blogs-all"
        >
          {intl.formatMessage({ id: 'home.blogs.all' })}
          <ArrowRightIcon size={16} />
        </SiteLink>
      }
      pending={<SkeletonGrid count={homeCounts.blogs} variant="card" />}
      errorTitleId="home.blogs.error"
      testId="home-blogs"
    >
      <BlogList language={language} />
    </HomeSection>
  );
}
