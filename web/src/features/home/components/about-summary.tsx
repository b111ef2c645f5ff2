import type { Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { CmsImage } from '@/components/ui/cms-image';
import { buttonClassName } from '@/components/ui/button-class';
import { ArrowRightIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { useAboutSummary } from '../api/get-home-content';
import { HomeSection } from './home-section';
import styles from './home-sections.module.css';

function AboutBody({ language }: { language: Language }) {
  const intl = useIntl();
  const { data } = useAboutSummary(language);
  return (
    <div className={styles.about}>
      {data?.image ? (
        <CmsImage image={data.image} sizes="(max-width: 900px) 100vw, 560px" className={styles.aboutImage} />
      ) : null}
      <div className={styles.aboutText}>
        {data ? <h3 className={styles.aboutTitle}>{data.title}</h3> : null}
        <p className={styles.aboutSummary} data-testid="about-summary-text">
          {data?.summary ?? intl.formatMessage({ id: 'footer.about' })}
        </p>
        <SiteLink
          language={language}
          path="about-us"
          className={buttonClassName('primary')}
          data-testid="about-summary-link"
        >
          {intl.formatMessage({ id: 'home.about.more' })}
          <ArrowRightIcon size={16} />
        </SiteLink>
      </div>
    </div>
  );
}

/** Who we are, from the CMS about-us section, with a link to the about-us pages (spec §2.4). */
export function AboutSummary({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <HomeSection
      id="about-summary"
      eyebrow={intl.formatMessage({ id: 'home.about.eyebrow' })}
      title={intl.formatMessage({ id: 'home.about.title' })}
      pending={<div className={styles.aboutSkeleton} aria-hidden="true" />}
      errorTitleId="home.about.error"
      tone="tinted"
      testId="home-about"
    >
      <AboutBody language={language} />
    </HomeSection>
  );
}
