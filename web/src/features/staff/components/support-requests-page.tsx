import {
  helpIssueTypes,
  languageNames,
  supportRequestStatuses,
  type StaffSupportRequest,
} from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { setSupportRequestStatus, staffKeys, supportRequestsQuery } from '../api/staff-api';
import { DetailHead, StaffQueue, useQueueState } from './staff-queue';
import { ReplyForm } from './reply-form';
import { StaffPage } from './staff-layout';
import { ImageStrip, Status, When, chosen } from './staff-format';
import { StatusActions, newestFirst, useLinkedItem, useStatusFilter } from './queue-parts';
import type { StaffPageProps } from './staff-console';
import { Facts, styles } from './staff-ui';

export function SupportRequestsPage({
  kind,
  itemId,
}: { kind: StaffSupportRequest['kind'] } & StaffPageProps) {
  const intl = useIntl();
  const linked = useLinkedItem<StaffSupportRequest>('support-requests', itemId);
  const filter = useStatusFilter(supportRequestStatuses, 'all');
  const queue = useQueueState(newestFirst, [kind, filter.status]);
  const list = useQuery(supportRequestsQuery({ kind, status: chosen(filter.status) }, queue.params));
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  /** The help form's issue type as the form names it in this language (stored as its key). */
  const topic = (type: string | null) =>
    type && (helpIssueTypes as readonly string[]).includes(type) ? t(`issueForm.type.${type}`) : type;
  const title = kind === 'issue' ? 'staff.nav.helpIssues' : 'staff.nav.supportRequests';
  return (
    <StaffPage
      title={title}
      intro={kind === 'issue' ? 'staff.helpIssues.intro' : 'staff.supportRequests.intro'}
    >
      <StaffQueue<StaffSupportRequest>
        label={t(title)}
        state={queue}
        answer={list.data}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        filters={filter.select}
        linked={linked}
        columns={[
          {
            id: 'createdAt',
            label: t('staff.col.received'),
            sortable: true,
            render: (row) => <When at={row.createdAt} />,
          },
          { id: 'fullName', label: t('staff.col.from'), sortable: true, render: (row) => row.fullName },
          {
            id: 'apartment',
            label: t('staff.col.apartment'),
            render: (row) => row.apartmentName ?? row.address,
          },
          { id: 'issueType', label: t('staff.col.topic'), render: (row) => topic(row.issueType) ?? '—' },
          { id: 'message', label: t('staff.col.message'), render: (row) => row.message ?? '—' },
          {
            id: 'status',
            label: t('staff.col.status'),
            sortable: true,
            render: (row) => <Status status={row.status} />,
          },
        ]}
        renderDetail={(row, close) => (
          <>
            <DetailHead title={row.fullName} onClose={close}>
              <Status status={row.status} />
            </DetailHead>
            <Facts
              rows={[
                [t('staff.col.received'), <When key="at" at={row.createdAt} />],
                [
                  t('staff.col.email'),
                  <a key="mail" href={`mailto:${row.email}`}>
                    {row.email}
                  </a>,
                ],
                [t('staff.col.phone'), row.phoneNumber],
                [t('staff.col.language'), languageNames[row.language]],
                [t('staff.col.apartment'), row.apartmentName],
                [t('staff.col.address'), row.address],
                [t('staff.col.topic'), topic(row.issueType)],
              ]}
            />
            {row.message ? <p className={styles.text}>{row.message}</p> : null}
            <ImageStrip images={row.images} />
            <StatusActions
              current={row.status}
              statuses={supportRequestStatuses}
              change={(status) => setSupportRequestStatus(row.id, status)}
              invalidate={staffKeys.supportRequests}
            />
            <ReplyForm queue="support-requests" id={row.id} replyCount={row.replyCount} />
          </>
        )}
      />
    </StaffPage>
  );
}

export function HelpIssuesPage({ itemId }: StaffPageProps) {
  return <SupportRequestsPage kind="issue" itemId={itemId} />;
}

export function TenantSupportPage({ itemId }: StaffPageProps) {
  return <SupportRequestsPage kind="tenant_support" itemId={itemId} />;
}
