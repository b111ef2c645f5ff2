import { enquiryKinds, enquiryStatuses, languageNames, type StaffEnquiry } from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { enquiriesQuery, setEnquiryStatus, staffKeys } from '../api/staff-api';
import { FilterForm, oneOf } from './filter-form';
import { DetailHead, StaffQueue, queryProps } from './staff-queue';
import { ReplyForm } from './reply-form';
import { StaffPage } from './staff-layout';
import { Status, When } from './staff-format';
import { StatusActions, assigneeColumn, receivedColumn, statusColumn, useReplyQueue } from './queue-parts';
import type { StaffPageProps } from './staff-console';
import { Facts, styles } from './staff-ui';

export function EnquiriesPage(props: StaffPageProps) {
  const { search } = props;
  const intl = useIntl();
  const { filters, state, linked, fields } = useReplyQueue<StaffEnquiry>('enquiries', props, {
    status: oneOf(search, 'status', enquiryStatuses),
    kind: oneOf(search, 'kind', enquiryKinds),
  });
  const list = useQuery(enquiriesQuery(filters, state.params));
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const kindName = (kind: StaffEnquiry['kind']) => t(`staff.enquiries.kind.${kind}`);
  return (
    <StaffPage title="staff.nav.enquiries" intro="staff.enquiries.intro">
      <StaffQueue<StaffEnquiry>
        label={t('staff.nav.enquiries')}
        state={state}
        {...queryProps(list)}
        filters={
          <FilterForm
            path="enquiries"
            search={search}
            fields={[
              fields.status(enquiryStatuses),
              fields.choice('kind', t('staff.col.kind'), enquiryKinds, kindName),
              fields.assignee(),
              fields.search(),
            ]}
          />
        }
        linked={linked}
        columns={[
          receivedColumn(t('staff.col.received')),
          { id: 'fullName', label: t('staff.col.from'), sortable: true, render: (row) => row.fullName },
          { id: 'kind', label: t('staff.col.kind'), render: (row) => kindName(row.kind) },
          {
            id: 'property',
            label: t('staff.col.property'),
            render: (row) => row.properties.map((p) => p.name).join(', ') || '—',
          },
          { id: 'message', label: t('staff.col.message'), wide: true, render: (row) => row.message ?? '—' },
          assigneeColumn(t('staff.col.assignee')),
          statusColumn(t('staff.col.status')),
        ]}
        renderDetail={(row, close) => (
          <>
            <DetailHead title={row.fullName} onClose={close}>
              <Status status={row.status} />
            </DetailHead>
            <Facts
              rows={[
                [t('staff.col.received'), <When key="at" at={row.createdAt} />],
                [t('staff.col.kind'), kindName(row.kind)],
                [t('staff.col.assignee'), row.assignee?.fullName || row.assignee?.email],
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
