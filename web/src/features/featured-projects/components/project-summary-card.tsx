import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AreaIcon, PinIcon } from '@/components/ui/icons';
import type { ProjectDetail } from '../api/get-projects';
import styles from './project-detail.module.css';

/** Beside the tabs: how many units the project has, where it is, and a link to its room types. */
export function ProjectSummaryCard({
  project,
  roomTypesLink,
}: {
  project: ProjectDetail;
  /** The link to the room types tab, null on that tab. */
  roomTypesLink: ReactNode;
}) {
  const intl = useIntl();
  const place = [project.district?.name, project.city?.name].filter(Boolean).join(', ');
  return (
    <section className={styles.summary} aria-label={project.name} data-testid="project-summary">
      <dl className={styles.facts}>
        {project.quantity ? (
          <div>
            <dt>
              <AreaIcon size={18} />
              {intl.formatMessage({ id: 'project.facts.units' })}
            </dt>
            <dd>{intl.formatMessage({ id: 'project.units' }, { count: project.quantity })}</dd>
          </div>
        ) : null}
        {place ? (
          <div>
            <dt>
              <PinIcon size={18} />
              {intl.formatMessage({ id: 'project.facts.district' })}
            </dt>
            <dd>{place}</dd>
          </div>
        ) : null}
      </dl>
      {roomTypesLink}
    </section>
  );
}
