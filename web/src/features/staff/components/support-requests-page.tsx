import {
  helpIssueTypes,
  languageNames,
  supportRequestStatuses,
  type StaffSupportRequest,
} from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { setSupportRequestStatus, staffKeys, supportRequestsQuery } from '../api/staff-api';
import { FilterForm, oneOf } from './filter-form';
import { DetailHead, StaffQueue, queryProps } from './staff-queue';
import { ReplyForm } from './reply-form';
import { StaffPage } from './staff-layout';
import { ImageStrip, Status, When } from './staff-format';
import { StatusActions, assigneeColumn, receivedColumn, statusColumn, useReplyQueue } from './queue-parts';
import type { StaffPageProps } from './staff-console';
import { Facts, styles } from './staff-ui';

export function SupportRequestsPage({
  kind,
  ...props
}: { kind: StaffSupportRequest['kind'] } & StaffPageProps) {
  const { search } = props;
  const intl = useIntl();
  const { filters, state, linked, fields } = useReplyQueue<StaffSupportRequest>('support-requests', props, {
    kind,
    status: oneOf(search, 'status', supportRequestStatuses),
  });
  const list = useQuery(supportRequestsQuery({ ...filters, kind }, state.params));
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
        state={state}
        {...queryProps(list)}
        filters={
          <FilterForm
            path={kind === 'issue' ? 'help-issues' : 'support-requests'}
            search={search}
            fields={[fields.status(supportRequestStatuses), fields.assignee(), fields.search()]}
          />
        }
        linked={linked}
        columns={[
          receivedColumn(t('staff.col.received')),
          { id: 'fullName', label: t('staff.col.from'), sortable: true, render: (row) => row.fullName },
          {
            id: 'apartment',
            label: t('staff.col.apartment'),
            render: (row) => row.apartmentName ?? row.address,
          },
          { id: 'issueType', label: t('staff.col.topic'), render: (row) => topic(row.issueType) ?? '—' },
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
                [t('staff.col.assignee'), row.assignee?.fullName || row.assignee?.email],
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

export function HelpIssuesPage(props: StaffPageProps) {
  return <SupportRequestsPage kind="issue" {...props} />;
}

export function TenantSupportPage(props: StaffPageProps) {
  return <SupportRequestsPage kind="tenant_support" {...props} />;
}
