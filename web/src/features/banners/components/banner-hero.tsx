import { homeCounts, type Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CmsImage } from '@/components/ui/cms-image';
import { CarouselControls, CarouselSlide } from '@/components/carousel/carousel-controls';
import { useCarousel } from '@/components/carousel/use-carousel';
import { ErrorNotice } from '@/components/errors/error-notice';
import { QueryBoundary } from '@/components/errors/query-boundary';
import { ArrowRightIcon } from '@/components/ui/icons';
import { useBanners, type Banner } from '../api/get-banners';
import { localiseBannerHref } from '../utils/banner-href';
import styles from './banner-hero.module.css';

/** The spec's carousel timing (§2.4, §9). */
export const bannerAutoplayMs = 5000;

function BannerLink({ banner, language }: { banner: Banner; language: Language }) {
  if (!banner.url || !banner.buttonLabel) return null;
  const external = /^https?:\/\//.test(banner.url);
  return (
    <a
      href={localiseBannerHref(banner.url, language)}
      className={styles.cta}
      data-testid="banner-button"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {banner.buttonLabel}
      <ArrowRightIcon size={16} />
    </a>
  );
}

function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  if (!banner.image) return <div className={styles.imageFallback} aria-hidden="true" />;
  return <CmsImage image={banner.image} sizes="100vw" className={styles.image} priority={first} />;
}

function HeroFrame({ children, search }: { children: ReactNode; search?: ReactNode }) {
  return (
    <>
      <div className={styles.hero}>{children}</div>
      {search ? (
        <div className={`container ${styles.searchWrap}`}>
          <div className={styles.search} data-testid="hero-search">
            {search}
          </div>
        </div>
      ) : null}
    </>
  );
}

function FallbackHero({ search }: { search?: ReactNode }) {
  const intl = useIntl();
  return (
    <HeroFrame search={search}>
      <div className={styles.slide} data-testid="banner-hero">
        <div className={styles.imageFallback} aria-hidden="true" />
        <div className={`container ${styles.heroContent}`}>
          <h2 className={styles.title} data-testid="banner-title">
            {intl.formatMessage({ id: 'home.hero.fallbackTitle' })}
          </h2>
          <p className={styles.subtitle}>{intl.formatMessage({ id: 'home.hero.fallbackSubtitle' })}</p>
        </div>
      </div>
    </HeroFrame>
  );
}

function Banners({ language, search }: { language: Language; search?: ReactNode }) {
  const { data } = useBanners(language);
  const banners = data.slice(0, homeCounts.banners);
  const [viewportRef, carousel] = useCarousel({ delayMs: bannerAutoplayMs });
  if (banners.length === 0) return <FallbackHero search={search} />;
  return (
    <HeroFrame search={search}>
      <div className={styles.carousel} {...carousel.hoverFocusProps} data-testid="banner-hero">
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.track} aria-live={carousel.paused ? 'polite' : 'off'}>
            {banners.map((banner, index) => (
              <CarouselSlide
                key={banner.id}
                index={index}
                total={banners.length}
                className={styles.slide}
                data-testid="banner-slide"
              >
                <BannerImage banner={banner} first={index === 0} />
                <div className={styles.scrim} aria-hidden="true" />
                <div className={`container ${styles.heroContent}`}>
                  {/* The first title is the page's visual headline; the others are its siblings. */}
                  <h2 className={styles.title} data-testid="banner-title">
                    {banner.title}
                  </h2>
                  {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
                  <BannerLink banner={banner} language={language} />
                </div>
              </CarouselSlide>
            ))}
          </div>
        </div>
        <div className={`container ${styles.controlsWrap}`}>
          <CarouselControls carousel={carousel} testIdPrefix="banner" />
        </div>
      </div>
    </HeroFrame>
  );
}

export function HeroSkeleton({ search }: { search?: ReactNode }) {
  const intl = useIntl();
  return (
    <HeroFrame search={search}>
      <div
        className={`${styles.slide} ${styles.skeleton}`}
        role="status"
        aria-label={intl.formatMessage({ id: 'app.loading' })}
      />
    </HeroFrame>
  );
}

/**
 * The home page's banner carousel (5 banners, autoplay every 5 s, looping) with the search
 * box over its lower edge. `search` is the search form's slot; the home route fills it.
 */
export function BannerHero({ language, search }: { language: Language; search?: ReactNode }) {
  const intl = useIntl();
  return (
    <section
      aria-roledescription={intl.formatMessage({ id: 'home.carousel.label' })}
      aria-label={intl.formatMessage({ id: 'banners.label' })}
      className={styles.section}
    >
      <QueryBoundary
        pending={<HeroSkeleton search={search} />}
        fallback={({ error, retry }) => (
          <>
            <FallbackHero search={search} />
            <div className={`container ${styles.errorWrap}`}>
              <ErrorNotice error={error} retry={retry} titleId="banners.error" />
            </div>
          </>
        )}
      >
        <Banners language={language} search={search} />
      </QueryBoundary>
    </section>
  );
}
