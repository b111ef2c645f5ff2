import type { StaffAuditEntry } from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStaffText } from '../utils/staff-text';
import { auditLogQuery } from '../api/staff-api';
import { DetailHead } from './staff-queue';
import { QueueTable } from './queue-table';
import { StaffPage } from './staff-layout';
import { When } from './staff-format';
import { Facts, StaffAlert, styles } from './staff-ui';

const pageSize = 50;

/** Every staff action, newest first, a page at a time from the service (admins). */
export function AuditLogPage() {
  const intl = useIntl();
  const text = useStaffText();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string>();
  const log = useQuery(auditLogQuery(page, pageSize));
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const rows = (log.data?.items ?? []).map((entry) => ({ ...entry, id: String(entry.id) }));
  const selected = rows.find((row) => row.id === selectedId);
  const actor = (entry: Pick<StaffAuditEntry, 'actorEmail' | 'actorType'>) =>
    entry.actorEmail ?? t(`staff.audit.actor.${entry.actorType}`);
  return (
    <StaffPage title="staff.nav.auditLog" intro="staff.audit.intro">
      {log.isError ? <StaffAlert>{text.failure(log.error)}</StaffAlert> : null}
      <div className={styles.split} data-empty={selected ? undefined : ''}>
        <QueueTable
          label={t('staff.nav.auditLog')}
          rows={rows}
          isLoading={log.isPending}
          selectedId={selected?.id}
          onSelect={setSelectedId}
          columns={[
            { id: 'at', label: t('staff.col.when'), render: (row) => <When at={row.at} /> },
            { id: 'actor', label: t('staff.col.who'), render: actor },
            { id: 'action', label: t('staff.col.action'), mono: true, render: (row) => row.action },
            {
              id: 'entity',
              label: t('staff.col.entity'),
              mono: true,
              render: (row) => `${row.entityType}${row.entityId ? ` · ${row.entityId}` : ''}`,
            },
          ]}
          paging={{
            page,
            pages: Math.max(1, Math.ceil((log.data?.total ?? 0) / pageSize)),
            total: log.data?.total ?? 0,
            onPage: setPage,
          }}
        />
        {selected ? (
          <aside className={styles.panel} data-testid="staff-detail">
            <DetailHead title={selected.action} onClose={() => setSelectedId(undefined)} />
            <Facts
              rows={[
                [t('staff.col.when'), <When key="at" at={selected.at} />],
                [t('staff.col.who'), actor(selected)],
                [t('staff.col.entity'), `${selected.entityType} ${selected.entityId ?? ''}`],
              ]}
            />
            <h3 className={styles.label}>{t('staff.audit.before')}</h3>
            <pre className={`${styles.text} ${styles.mono}`}>{JSON.stringify(selected.before, null, 2)}</pre>
            <h3 className={styles.label}>{t('staff.audit.after')}</h3>
            <pre className={`${styles.text} ${styles.mono}`}>{JSON.stringify(selected.after, null, 2)}</pre>
          </aside>
        ) : null}
      </div>
    </StaffPage>
  );
}
