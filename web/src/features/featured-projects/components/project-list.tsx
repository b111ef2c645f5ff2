import type { Language } from '@stayvn/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ImageIcon, PinIcon } from '@/components/ui/icons';
import { responsiveImage } from '@/lib/cms-media';
import { featuredProjectsQueryOptions, type ProjectSummary } from '../api/get-projects';
import styles from './projects.module.css';

/** The featured projects grid (spec §3 Featured project: image, name, quantity). */
export function ProjectList({
  language,
  renderLink,
}: {
  language: Language;
  /** A router link to the project's overview, wrapping the card's title. */
  renderLink: (project: ProjectSummary, props: { className: string; children: ReactNode }) => ReactNode;
}) {
  const intl = useIntl();
  const { data: projects } = useSuspenseQuery(featuredProjectsQueryOptions(language));
  if (projects.length === 0)
    return <p className={styles.empty}>{intl.formatMessage({ id: 'project.list.empty' })}</p>;
  return (
    <ul className={styles.grid} data-testid="project-list">
      {projects.map((project, index) => {
        const cover = project.gallery[0] ? responsiveImage(project.gallery[0], project.name) : null;
        return (
          <li
            key={project.documentId}
            className={index === 0 ? `${styles.card} ${styles.cardLarge}` : styles.card}
            data-testid="project-card"
          >
            <div className={styles.media}>
              {cover ? (
                <img
                  src={cover.src}
                  srcSet={cover.srcSet || undefined}
                  sizes={index === 0 ? '(min-width: 900px) 66vw, 100vw' : '(min-width: 900px) 33vw, 100vw'}
                  width={cover.width}
                  height={cover.height}
                  alt=""
                  loading={index < 3 ? 'eager' : 'lazy'}
                />
              ) : (
                <span className={styles.noImage}>
                  <ImageIcon size={28} />
                </span>
              )}
            </div>
            <div className={styles.body}>
              <h2 className={styles.name}>
                {renderLink(project, { className: styles.link!, children: project.name })}
              </h2>
              {project.district || project.city ? (
                <p className={styles.place}>
                  <PinIcon size={15} />
                  {[project.district?.name, project.city?.name].filter(Boolean).join(', ')}
                </p>
              ) : null}
              {project.quantity ? (
                <p className={styles.quantity} data-testid="project-quantity">
                  {intl.formatMessage({ id: 'project.units' }, { count: project.quantity })}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function ProjectListSkeleton() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index} className={index === 0 ? `${styles.card} ${styles.cardLarge}` : styles.card}>
          <div className={`${styles.media} ${styles.shimmer}`} />
          <div className={styles.body}>
            <div className={`${styles.line} ${styles.shimmer}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
