import type { Language, ProjectMenuGroup } from '@stayvn/shared';
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  Popover,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ProjectsMenuLabel } from './projects-menu-label';
import { BuildingIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { projectDetailPath } from '@/lib/site-paths';
import { takesFocus, useOpenOnArrival, type Wanted } from '@/components/ui/on-demand';
import { useProjectMenu } from '../api/get-project-menu';
import { groupKey, initiallyExpanded, visibleGroups } from '../utils/menu-groups';
import styles from './projects-menu.module.css';

/**
 * The projects grouped by city, each city a disclosure that expands and collapses on its own.
 * Used in the desktop drop-down and in the mobile menu.
 */
export function ProjectGroups({
  language,
  cityId,
  onNavigate,
}: {
  language: Language;
  /** The visitor's city: its group starts open. */
  cityId: number;
  /** Closes the surrounding popover or drawer once a project is chosen. */
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const { data, isPending, isError, refetch } = useProjectMenu(language);
  const groups = visibleGroups(data ?? []);
  const [expanded, setExpanded] = useState<Set<string> | null>(null);
  const expandedKeys = expanded ?? initiallyExpanded(groups, cityId);

  if (isPending) {
    return (
      <p className={styles.state} role="status">
        {intl.formatMessage({ id: 'header.projects.loading' })}
      </p>
    );
  }
  if (isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{intl.formatMessage({ id: 'header.projects.error' })}</p>
        <Button className={styles.retry} onPress={() => void refetch()}>
          {intl.formatMessage({ id: 'error.retry' })}
        </Button>
      </div>
    );
  }
  if (groups.length === 0) {
    return <p className={styles.state}>{intl.formatMessage({ id: 'header.projects.empty' })}</p>;
  }
  return (
    <DisclosureGroup
      allowsMultipleExpanded
      expandedKeys={expandedKeys}
      onExpandedChange={(keys) => setExpanded(new Set([...keys].map(String)))}
      className={styles.groups}
      data-testid="projects-menu-groups"
    >
      {groups.map((group) => (
        <CityGroup key={groupKey(group)} group={group} language={language} onNavigate={onNavigate} />
      ))}
    </DisclosureGroup>
  );
}

function CityGroup({
  group,
  language,
  onNavigate,
}: {
  group: ProjectMenuGroup;
  language: Language;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  return (
    <Disclosure id={groupKey(group)} className={styles.group} data-testid="projects-menu-city">
      {({ isExpanded }) => (
        <>
          <Heading level={3} className={styles.groupHeading}>
            <Button slot="trigger" className={styles.groupTrigger} data-testid="projects-menu-city-toggle">
              <span className={styles.cityName}>{group.cityName}</span>
              <span className={styles.count}>
                {intl.formatMessage({ id: 'header.projects.count' }, { count: group.projects.length })}
              </span>
              <ChevronDownIcon
                size={18}
                className={`${styles.chevron} ${isExpanded ? styles.chevronOpen : ''}`}
              />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
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
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}

/** The header's "Apartments" drop-down (desktop), loaded on demand by `projects-menu.tsx`. */
export function ProjectsMenuPopover({
  language,
  cityId,
  triggerClassName,
  wanted,
}: {
  language: Language;
  cityId: number;
  triggerClassName?: string;
  wanted: Wanted;
}) {
  const intl = useIntl();
  const [isOpen, setOpen] = useOpenOnArrival(wanted);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className={triggerClassName} autoFocus={takesFocus(wanted)} data-testid="projects-menu-trigger">
        <ProjectsMenuLabel isOpen={isOpen} />
      </Button>
      <Popover className={styles.popover} placement="bottom start" offset={10}>
        <Dialog
          className={styles.dialog}
          aria-label={intl.formatMessage({ id: 'header.projects.title' })}
          data-testid="projects-menu"
        >
          <div className={styles.head}>
            <p className={styles.title}>{intl.formatMessage({ id: 'header.projects.title' })}</p>
            <SiteLink
              language={language}
              path="featured-projects"
              className={styles.all}
              onClick={() => setOpen(false)}
            >
              {intl.formatMessage({ id: 'header.projects.all' })}
            </SiteLink>
          </div>
          <ProjectGroups language={language} cityId={cityId} onNavigate={() => setOpen(false)} />
          <SiteLink
            language={language}
            path="serviced-apartments"
            className={styles.footerLink}
            onClick={() => setOpen(false)}
          >
            {intl.formatMessage({ id: 'header.projects.allApartments' })}
          </SiteLink>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
