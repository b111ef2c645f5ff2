import { homeCounts, type Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { CmsImage } from '@/components/ui/cms-image';
import { buttonClassName } from '@/components/ui/button-class';
import { ArrowRightIcon, PinIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { useFeaturedProjects, type FeaturedProject } from '../api/get-home-content';
import { projectDetailPath } from '@/lib/site-paths';
import { HomeSection, SkeletonGrid } from './home-section';
import styles from './home-sections.module.css';

function ProjectTile({
  project,
  language,
  large,
}: {
  project: FeaturedProject;
  language: Language;
  large: boolean;
}) {
  return (
    <li className={large ? styles.projectLarge : styles.project} data-testid="featured-project">
      {project.image ? (
        <CmsImage
          image={project.image}
          sizes={large ? '(max-width: 640px) 100vw, 600px' : '(max-width: 640px) 100vw, 300px'}
          className={styles.projectImage}
          alt=""
        />
      ) : (
        <span className={styles.projectImage} aria-hidden="true" />
      )}
      <div className={styles.projectScrim} aria-hidden="true" />
      <div className={styles.projectText}>
        <h3 className={large ? styles.projectNameLarge : styles.projectName}>
          <SiteLink
            language={language}
            path={projectDetailPath(project)}
            search={{ home: true }}
            className={styles.stretched}
            data-testid="featured-project-link"
          >
            {project.name}
          </SiteLink>
        </h3>
        {project.place ? (
          <p className={styles.projectPlace}>
            <PinIcon size={14} />
            {project.place}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function ProjectMosaic({ language }: { language: Language }) {
  const { data } = useFeaturedProjects(language);
  const [first, ...others] = data.slice(0, homeCounts.featuredProjects);
  if (!first) return null;
  return (
    <ul className={styles.projects}>
      <ProjectTile project={first} language={language} large />
      {others.map((project) => (
        <ProjectTile key={project.id} project={project} language={language} large={false} />
      ))}
    </ul>
  );
}

/** One large and four small featured projects (spec §2.4), each to its detail with ?home=true. */
export function FeaturedProjects({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <HomeSection
      id="featured-projects"
      eyebrow={intl.formatMessage({ id: 'home.projects.eyebrow' })}
      title={intl.formatMessage({ id: 'home.projects.title' })}
      action={
        <SiteLink
          language={language}
          path="featured-projects"
          className={buttonClassName('secondary')}
          data-testid="featured-projects-all"
        >
          {intl.formatMessage({ id: 'home.projects.all' })}
          <ArrowRightIcon size={16} />
        </SiteLink>
      }
      pending={<SkeletonGrid count={homeCounts.featuredProjects} variant="projects" />}
      errorTitleId="home.projects.error"
      tone="tinted"
      testId="home-featured-projects"
    >
      <ProjectMosaic language={language} />
    </HomeSection>
  );
}
