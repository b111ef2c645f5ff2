import type { Language, ProjectMenuGroup } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { BuildingIcon, ChevronDownIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { projectDetailPath } from '@/lib/site-paths';
import { useProjectMenu } from '../api/get-project-menu';
import { initiallyOpen, visibleGroups } from '../utils/menu-groups';
import styles from './projects-menu.module.css';

/**
 * The projects grouped by city, each city a `<details>` that expands and collapses on its own
 * (the visitor's city starts open), its projects plain links. Used in the desktop drop-down
 * and in the mobile menu. A prerendered page has the list in its HTML (and cache); otherwise
 * it is asked for once the surrounding menu opens.
 */
export function ProjectGroups({
  language,
  cityId,
  isOpen,
  onNavigate,
}: {
  language: Language;
  /** Whether the surrounding menu is open. */
  isOpen: boolean;
  /** The visitor's city: its group starts open. */
  cityId: number;
  /** Closes the surrounding drop-down or drawer once a project is chosen. */
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const { data, isError, refetch } = useProjectMenu(language, isOpen);
  if (data) {
    const groups = visibleGroups(data);
    if (groups.length === 0) {
      return <p className={styles.state}>{intl.formatMessage({ id: 'header.projects.empty' })}</p>;
    }
    const opened = initiallyOpen(groups, cityId);
    return (
      <div className={styles.groups} data-testid="projects-menu-groups">
        {groups.map((group) => (
          <CityGroup
            key={group.cityId}
            group={group}
            language={language}
            open={group === opened}
            onNavigate={onNavigate}
          />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{intl.formatMessage({ id: 'header.projects.error' })}</p>
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          {intl.formatMessage({ id: 'error.retry' })}
        </button>
      </div>
    );
  }
  return (
    <p className={styles.state} role="status">
      {intl.formatMessage({ id: 'header.projects.loading' })}
    </p>
  );
}

function CityGroup({
  group,
  language,
  open,
  onNavigate,
}: {
  group: ProjectMenuGroup;
  language: Language;
  open: boolean;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  return (
    <details className={styles.group} open={open} data-testid="projects-menu-city">
      <summary className={styles.groupTrigger} data-testid="projects-menu-city-toggle">
        <span className={styles.cityName}>{group.cityName}</span>
        <span className={styles.count}>
          {intl.formatMessage({ id: 'header.projects.count' }, { count: group.projects.length })}
        </span>
        <ChevronDownIcon size={18} className={styles.chevron} />
      </summary>
      <ul className={styles.projects}>
        {group.projects.map((project) => (
          <li key={project.id}>
            <SiteLink
              language={language}
              path={projectDetailPath(project)}
              className={styles.projectLink}
              onClick={onNavigate}
              data-testid="projects-menu-link"
            >
              <BuildingIcon size={16} className={styles.projectIcon} />
              {project.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
