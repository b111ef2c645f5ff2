import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useStaffText } from '../utils/staff-text';
import { dashboardQuery } from '../api/staff-api';
import { staffQueues } from '../utils/staff-nav';
import { StaffPage } from './staff-layout';
import { StaffAlert, StaffButton, styles } from './staff-ui';

/** The count of new items in each queue, each a way into its queue. */
export function DashboardPage() {
  const intl = useIntl();
  const text = useStaffText();
  const dashboard = useQuery(dashboardQuery());
  return (
    <StaffPage title="staff.dashboard.title" intro="staff.dashboard.intro">
      {dashboard.isError ? (
        <StaffAlert>
          {text.failure(dashboard.error)}{' '}
          <StaffButton variant="quiet" onPress={() => void dashboard.refetch()}>
            {intl.formatMessage({ id: 'staff.retry' })}
          </StaffButton>
        </StaffAlert>
      ) : null}
      <div className={styles.tiles}>
        {staffQueues
          .filter((queue) => queue.count)
          .map((queue) => {
            const count = dashboard.data?.queues[queue.count!];
            return (
              <Link
                key={queue.id}
                to="/staff/$"
                params={{ _splat: queue.path }}
                className={styles.tile}
                data-zero={count === 0 ? '' : undefined}
                data-testid={`staff-tile-${queue.id}`}
              >
                <span className={styles.tileCount}>{count ?? '–'}</span>
                <span className={styles.tileLabel}>{intl.formatMessage({ id: queue.label })}</span>
                {queue.hint ? (
                  <span className={styles.tileHint}>{intl.formatMessage({ id: queue.hint })}</span>
                ) : null}
              </Link>
            );
          })}
      </div>
    </StaffPage>
  );
}
