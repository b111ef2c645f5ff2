import type { Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { QueryBoundary } from '@/components/errors/query-boundary';
import { ErrorNotice } from '@/components/errors/error-notice';
import { ArrowRightIcon } from '@/components/ui/icons';
import { useBanners, type Banner } from '../api/get-banners';
import { localiseBannerHref } from '../utils/banner-href';
import styles from './banner-hero.module.css';

function BannerLink({
  banner,
  language,
  prominent,
}: {
  banner: Banner;
  language: Language;
  prominent: boolean;
}) {
  if (!banner.url || !banner.buttonLabel) return null;
  const external = /^https?:\/\//.test(banner.url);
  return (
    <a
      href={localiseBannerHref(banner.url, language)}
      className={prominent ? styles.cta : styles.ctaSmall}
      data-testid="banner-button"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {banner.buttonLabel}
      <ArrowRightIcon size={16} />
    </a>
  );
}

function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  if (!banner.image) return <div className={styles.imageFallback} aria-hidden="true" />;
  return (
    <img
      className={styles.image}
      src={banner.image.url}
      alt={banner.image.alt}
      width={banner.image.width ?? undefined}
      height={banner.image.height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}

function FallbackHero() {
  const intl = useIntl();
  return (
    <div className={styles.hero} data-testid="banner-hero">
      <div className={styles.imageFallback} aria-hidden="true" />
      <div className={`container ${styles.heroContent}`}>
        <h2 className={styles.title} data-testid="banner-title">
          {intl.formatMessage({ id: 'home.hero.fallbackTitle' })}
        </h2>
        <p className={styles.subtitle}>{intl.formatMessage({ id: 'home.hero.fallbackSubtitle' })}</p>
      </div>
    </div>
  );
}

function Banners({ language }: { language: Language }) {
  const intl = useIntl();
  const { data: banners } = useBanners(language);
  const [first, ...others] = banners;
  if (!first) return <FallbackHero />;
  return (
    <>
      <div className={styles.hero} data-testid="banner-hero">
        <BannerImage banner={first} eager />
        <div className={styles.scrim} aria-hidden="true" />
        <div className={`container ${styles.heroContent}`}>
          <h2 className={styles.title} data-testid="banner-title">
            {first.title}
          </h2>
          {first.subtitle ? <p className={styles.subtitle}>{first.subtitle}</p> : null}
          <BannerLink banner={first} language={language} prominent />
        </div>
      </div>
      {others.length > 0 ? (
        <div className={`container ${styles.stripWrap}`}>
          <ul className={styles.strip} aria-label={intl.formatMessage({ id: 'banners.more' })}>
            {others.map((banner) => (
              <li key={banner.id} className={styles.tile} data-testid="banner-tile">
                <BannerImage banner={banner} eager={false} />
                <div className={styles.tileScrim} aria-hidden="true" />
                <div className={styles.tileContent}>
                  <h3 className={styles.tileTitle} data-testid="banner-title">
                    {banner.title}
                  </h3>
                  {banner.subtitle ? <p className={styles.tileSubtitle}>{banner.subtitle}</p> : null}
                  <BannerLink banner={banner} language={language} prominent={false} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

export function HeroSkeleton() {
  const intl = useIntl();
  return (
    <div
      className={`${styles.hero} ${styles.skeleton}`}
      role="status"
      aria-label={intl.formatMessage({ id: 'app.loading' })}
    />
  );
}

/** The home page's banners: the first one as a large hero, the rest as a swipeable strip. */
export function BannerHero({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage({ id: 'banners.label' })} className={styles.section}>
      <QueryBoundary
        pending={<HeroSkeleton />}
        fallback={({ error, retry }) => (
          <>
            <FallbackHero />
            <div className={`container ${styles.errorWrap}`}>
              <ErrorNotice error={error} retry={retry} titleId="banners.error" />
            </div>
          </>
        )}
      >
        <Banners language={language} />
      </QueryBoundary>
    </section>
  );
}
