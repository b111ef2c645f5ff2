import { useIntl } from 'react-intl';
import { CmsImage } from '@/components/ui/cms-image';
import { CarouselControls, CarouselSlide } from '@/components/carousel/carousel-controls';
import { useCarousel } from '@/components/carousel/use-carousel';
import { QueryBoundary } from '@/components/errors/query-boundary';
import { usePartners, type Partner } from './get-partners';
import styles from './partner-carousel.module.css';

/** The spec shows partners with autoplay; their pace is calmer than the banners'. */
const partnerAutoplayMs = 3500;

function PartnerLogo({ partner }: { partner: Partner }) {
  const content = (
    <>
      {partner.logo ? (
        <CmsImage
          image={partner.logo}
          sizes="(max-width: 640px) 80vw, 260px"
          className={styles.logo}
          alt=""
        />
      ) : (
        <span className={styles.logo} aria-hidden="true" />
      )}
      <span className={styles.name}>{partner.name}</span>
    </>
  );
  return partner.url ? (
    <a
      className={styles.card}
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="partner"
    >
      {content}
    </a>
  ) : (
    <div className={styles.card} data-testid="partner">
      {content}
    </div>
  );
}

function Partners() {
  const { data: partners } = usePartners();
  const [viewportRef, carousel] = useCarousel({ delayMs: partnerAutoplayMs, options: { align: 'start' } });
  if (partners.length === 0) return null;
  return (
    <div className={styles.carousel} {...carousel.hoverFocusProps}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {partners.map((partner, index) => (
            <CarouselSlide key={partner.id} index={index} total={partners.length} className={styles.slide}>
              <PartnerLogo partner={partner} />
            </CarouselSlide>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <CarouselControls carousel={carousel} tone="dark" testIdPrefix="partners" />
      </div>
    </div>
  );
}

/**
 * Our partners' logos: 4 at a time (1 on phones), moving on by themselves (spec §2.4). Used on
 * the home page and on the residence and office pages. Hidden if the CMS cannot be read: it is
 * decoration, not content anyone came for.
 */
export function PartnerCarousel() {
  const intl = useIntl();
  return (
    <section
      className={`render-when-near ${styles.section}`}
      aria-labelledby="partners-title"
      data-testid="partner-carousel"
    >
      <div className="container">
        <h2 id="partners-title" className={styles.title}>
          {intl.formatMessage({ id: 'home.partners.title' })}
        </h2>
        <QueryBoundary
          pending={<div className={styles.placeholder} aria-hidden="true" />}
          fallback={() => null}
        >
          <Partners />
        </QueryBoundary>
      </div>
    </section>
  );
}
