import { enquiryStatuses, languageNames, type StaffEnquiry } from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { enquiriesQuery, setEnquiryStatus, staffKeys } from '../api/staff-api';
import { DetailHead, StaffQueue, useQueueState } from './staff-queue';
import { ReplyForm } from './reply-form';
import { StaffPage } from './staff-layout';
import { Status, When, chosen } from './staff-format';
import { StatusActions, newestFirst, useLinkedItem, useStatusFilter } from './queue-parts';
import type { StaffPageProps } from './staff-console';
import { Facts, styles } from './staff-ui';

export function EnquiriesPage({ itemId }: StaffPageProps) {
  const intl = useIntl();
  const linked = useLinkedItem<StaffEnquiry>('enquiries', itemId);
  const filter = useStatusFilter(enquiryStatuses, 'all');
  const queue = useQueueState(newestFirst, filter.status);
  const list = useQuery(enquiriesQuery({ status: chosen(filter.status) }, queue.params));
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  return (
    <StaffPage title="staff.nav.enquiries" intro="staff.enquiries.intro">
      <StaffQueue<StaffEnquiry>
        label={t('staff.nav.enquiries')}
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
          { id: 'kind', label: t('staff.col.kind'), render: (row) => t(`staff.enquiries.kind.${row.kind}`) },
          {
            id: 'property',
            label: t('staff.col.property'),
            render: (row) => row.properties.map((p) => p.name).join(', ') || '—',
          },
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
                [t('staff.col.kind'), t(`staff.enquiries.kind.${row.kind}`)],
                [
                  t('staff.col.email'),
                  <a key="mail" href={`mailto:${row.email}`}>
                    {row.email}
                  </a>,
                ],
                [t('staff.col.phone'), row.phoneNumber],
                [t('staff.col.language'), languageNames[row.language]],
                [t('staff.col.company'), row.companyName],
                [t('staff.col.property'), row.properties.map((p) => p.name).join(', ') || null],
                [t('staff.col.moveIn'), row.moveInDate],
              ]}
            />
            {row.message ? <p className={styles.text}>{row.message}</p> : null}
            <StatusActions
              current={row.status}
              statuses={enquiryStatuses}
              change={(status) => setEnquiryStatus(row.id, status)}
              invalidate={staffKeys.enquiries}
            />
            <ReplyForm queue="enquiries" id={row.id} replyCount={row.replyCount} />
          </>
        )}
      />
    </StaffPage>
  );
}
