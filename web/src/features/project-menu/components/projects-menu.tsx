import type { Language } from '@stayvn/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { OnDemandPart, onDemand } from '@/components/ui/on-demand';
import { withAllMessages } from '@/i18n';
import { projectMenuQueryOptions } from '../api/get-project-menu';
import { ProjectsMenuLabel } from './projects-menu-label';
import styles from './projects-menu.module.css';

// react-aria's popover and disclosures come with the first pointer, finger or focus on the
// trigger; the projects list is fetched at the same moment, so both are there when it opens.
const popover = onDemand(() => import('./projects-menu-popover'));

/** The header's "Apartments" drop-down (desktop): projects grouped by city. */
export function ProjectsMenu({
  language,
  cityId,
  triggerClassName,
}: {
  language: Language;
  cityId: number;
  triggerClassName?: string;
}) {
  const queryClient = useQueryClient();
  const prefetch = () => void queryClient.prefetchQuery(projectMenuQueryOptions(language));
  return (
    <OnDemandPart
      part={popover}
      placeholder={(triggerProps) => (
        <button
          type="button"
          className={triggerClassName}
          aria-haspopup="dialog"
          aria-expanded={false}
          data-testid="projects-menu-trigger"
          {...triggerProps}
          onPointerEnter={() => {
            prefetch();
            triggerProps.onPointerEnter();
          }}
          onFocus={(event) => {
            prefetch();
            triggerProps.onFocus(event);
          }}
          onTouchStart={() => {
            prefetch();
            triggerProps.onTouchStart();
          }}
        >
          <ProjectsMenuLabel isOpen={false} />
        </button>
      )}
      render={(module, wanted) => (
        <module.ProjectsMenuPopover
          language={language}
          cityId={cityId}
          triggerClassName={triggerClassName}
          wanted={wanted}
        />
      )}
    />
  );
}

const LoadedProjectGroups = lazy(
  withAllMessages(() =>
    import('./projects-menu-popover').then((module) => ({ default: module.ProjectGroups })),
  ),
);

/** The projects by city inside the mobile menu's drawer (the drawer is loaded on demand too). */
export function ProjectGroups(props: { language: Language; cityId: number; onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <p className={styles.state} role="status">
          {intl.formatMessage({ id: 'header.projects.loading' })}
        </p>
      }
    >
      <LoadedProjectGroups {...props} />
    </Suspense>
  );
}
