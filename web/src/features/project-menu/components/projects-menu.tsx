import type { Language } from '@stayvn/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDropDown } from '@/components/ui/drop-down';
import { ChevronDownIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { projectMenuQueryOptions } from '../api/get-project-menu';
import { ProjectGroups } from './project-groups';
import styles from './projects-menu.module.css';

export { ProjectGroups };

/**
 * The header's "Apartments" drop-down (desktop): a `<details>` (`drop-down.ts`) holding the
 * projects by city. The list is asked for when a pointer or the focus reaches the trigger, or
 * when it opens; a prerendered page has it in its HTML already.
 */
export function ProjectsMenu({
  language,
  cityId,
  triggerClassName,
}: {
  language: Language;
  cityId: number;
  triggerClassName?: string;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { detailsProps, close } = useDropDown();
  const [isOpen, setOpen] = useState(false);
  const prefetch = () => void queryClient.prefetchQuery(projectMenuQueryOptions(language));
  const title = intl.formatMessage({ id: 'header.projects.title' });
  return (
    <details
      className={styles.menu}
      {...detailsProps}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        className={`${triggerClassName ?? ''} ${styles.trigger}`}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        data-testid="projects-menu-trigger"
      >
        {intl.formatMessage({ id: 'header.nav.apartments' })}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </summary>
      <div className={styles.popover} role="group" aria-label={title} data-testid="projects-menu">
        <div className={styles.head}>
          <p className={styles.title}>{title}</p>
          <SiteLink language={language} path="featured-projects" className={styles.all} onClick={close}>
            {intl.formatMessage({ id: 'header.projects.all' })}
          </SiteLink>
        </div>
        <ProjectGroups language={language} cityId={cityId} isOpen={isOpen} onNavigate={close} />
        <SiteLink
          language={language}
          path="serviced-apartments"
          className={styles.footerLink}
          onClick={close}
        >
          {intl.formatMessage({ id: 'header.projects.allApartments' })}
        </SiteLink>
      </div>
    </details>
  );
}
