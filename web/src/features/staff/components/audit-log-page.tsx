import { staffAuditQuerySchema, type StaffAuditEntry } from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStaffText } from '../utils/staff-text';
import { auditLogQuery } from '../api/staff-api';
import { FilterForm, type FilterField } from './filter-form';
import type { StaffPageProps, StaffSearch } from './staff-console';
import { DetailHead, QueueSplit } from './staff-queue';
import { QueueTable } from './queue-table';
import { StaffPage } from './staff-layout';
import { When } from './staff-format';
import { Facts, StaffAlert, styles } from './staff-ui';

const pageSize = 50;
const filterNames = ['actor', 'action', 'item', 'from', 'to'] as const;
type AuditFilter = (typeof filterNames)[number];

/**
 * The URL's filters checked by the service's own schema: those to send, or each wrong field's
 * error code (the log is not asked for then).
 */
function auditFiltersOf(search: StaffSearch) {
  const filters = Object.fromEntries(filterNames.map((name) => [name, search[name]]));
  const checked = staffAuditQuerySchema.safeParse(filters);
  if (checked.success) return { filters, errors: {} as Partial<Record<AuditFilter, string>> };
  const errors: Partial<Record<AuditFilter, string>> = {};
  for (const issue of checked.error.issues) errors[issue.path[0] as AuditFilter] ??= issue.message;
  return { filters, errors };
}

/** Every staff action, newest first, a page at a time from the service, filtered (admins). */
export function AuditLogPage({ search }: StaffPageProps) {
  const intl = useIntl();
  const text = useStaffText();
  const { filters, errors } = auditFiltersOf(search);
  const valid = Object.keys(errors).length === 0;
  const from = JSON.stringify(filters);
  const [paged, setPaged] = useState({ from, page: 1 });
  const page = paged.from === from ? paged.page : 1;
  const [selectedId, setSelectedId] = useState<string>();
  const log = useQuery({ ...auditLogQuery(page, pageSize, filters), enabled: valid });
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const rows = (valid ? (log.data?.items ?? []) : []).map((entry) => ({ ...entry, id: String(entry.id) }));
  const selected = rows.find((row) => row.id === selectedId);
  const actor = (entry: Pick<StaffAuditEntry, 'actorEmail' | 'actorType'>) =>
    entry.actorEmail ?? t(`staff.audit.actor.${entry.actorType}`);
  const field = (
    name: AuditFilter,
    label: string,
    type: FilterField['type'],
    hint?: string,
  ): FilterField => ({
    name,
    label,
    type,
    placeholder: hint && t(hint),
    error: text.field(errors[name]),
  });
  return (
    <StaffPage title="staff.nav.auditLog" intro="staff.audit.intro">
      <div className={styles.toolbar}>
        <FilterForm
          path="audit-log"
          search={search}
          fields={[
            field('actor', t('staff.col.who'), 'search', 'staff.filters.actorHint'),
            field('action', t('staff.col.action'), 'search', 'staff.filters.actionHint'),
            field('item', t('staff.col.entity'), 'search', 'staff.filters.itemHint'),
            field('from', t('staff.filters.from'), 'date'),
            field('to', t('staff.filters.to'), 'date'),
          ]}
        />
      </div>
      {log.isError ? <StaffAlert>{text.failure(log.error)}</StaffAlert> : null}
      <QueueSplit
        detail={
          selected ? (
            <AuditDetail entry={selected} actor={actor} onClose={() => setSelectedId(undefined)} />
          ) : null
        }
        detailKey={selected?.id}
      >
        <QueueTable
          label={t('staff.nav.auditLog')}
          rows={rows}
          isLoading={valid && log.isPending}
          selectedId={selected?.id}
          onSelect={setSelectedId}
          columns={[
            { id: 'at', label: t('staff.col.when'), fit: true, render: (row) => <When at={row.at} /> },
            { id: 'actor', label: t('staff.col.who'), render: actor },
            { id: 'action', label: t('staff.col.action'), mono: true, render: (row) => row.action },
            {
              id: 'entity',
              label: t('staff.col.entity'),
              mono: true,
              wide: true,
              render: (row) => `${row.entityType}${row.entityId ? ` · ${row.entityId}` : ''}`,
            },
          ]}
          paging={{
            page,
            pages: Math.max(1, Math.ceil((log.data?.total ?? 0) / pageSize)),
            total: valid ? (log.data?.total ?? 0) : 0,
            onPage: (next) => setPaged({ from, page: next }),
          }}
        />
      </QueueSplit>
    </StaffPage>
  );
}

/** One entry: who, when, what, and the item before and after the change. */
function AuditDetail({
  entry,
  actor,
  onClose,
}: {
  entry: Omit<StaffAuditEntry, 'id'>;
  actor: (entry: Pick<StaffAuditEntry, 'actorEmail' | 'actorType'>) => string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  return (
    <>
      <DetailHead title={entry.action} onClose={onClose} />
      <Facts
        rows={[
          [t('staff.col.when'), <When key="at" at={entry.at} />],
          [t('staff.col.who'), actor(entry)],
          [t('staff.col.entity'), `${entry.entityType} ${entry.entityId ?? ''}`],
        ]}
      />
      <h3 className={styles.label}>{t('staff.audit.before')}</h3>
      <pre className={`${styles.text} ${styles.mono}`}>{JSON.stringify(entry.before, null, 2)}</pre>
      <h3 className={styles.label}>{t('staff.audit.after')}</h3>
      <pre className={`${styles.text} ${styles.mono}`}>{JSON.stringify(entry.after, null, 2)}</pre>
    </>
  );
}
