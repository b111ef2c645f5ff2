import {
  cities,
  cmsLocaleOf,
  languageNames,
  ownerSubmissionStatuses,
  supportRequestStatuses,
  enquiryStatuses,
  formatMoney,
  toMinorUnits,
  type StaffEnquiry,
  type StaffOwnerSubmission,
  type Language,
  type StaffSupportRequest,
} from '@stayvn/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { config } from '@/config';
import { useStaffText } from '../utils/staff-text';
import {
  approveSubmission,
  enquiriesQuery,
  rejectSubmission,
  setEnquiryStatus,
  ownerSubmissionsQuery,
  setOwnerSubmissionStatus,
  setSupportRequestStatus,
  staffKeys,
  supportRequestsQuery,
} from '../api/staff-api';
import { DetailHead, StaffQueue, useQueueState } from './staff-queue';
import { ReplyForm } from './reply-form';
import { StaffPage } from './staff-layout';
import { ImageStrip, Status, When, chosen } from './staff-format';
import { Facts, StaffAlert, StaffButton, StaffSelect, StaffTextField, styles } from './staff-ui';

/** The status filter of a queue: every status, or one. */
function useStatusFilter<K extends string>(statuses: readonly K[], initial: K | 'all') {
  const intl = useIntl();
  const [status, setStatus] = useState<K | 'all'>(initial);
  const select = (
    <StaffSelect<K | 'all'>
      label={intl.formatMessage({ id: 'staff.queue.status' })}
      value={status}
      onChange={setStatus}
      data-testid="staff-status-filter"
      options={[
        { id: 'all', label: intl.formatMessage({ id: 'staff.queue.all' }) },
        ...statuses.map((id) => ({
          id,
          label: intl.formatMessage({ id: `staff.status.${id}` as 'staff.status.new' }),
        })),
      ]}
    />
  );
  return { status, select };
}

/** The buttons that move an item to another status; the dashboard and queue follow. */
function StatusActions<K extends string>({
  current,
  statuses,
  change,
  invalidate,
}: {
  current: K;
  statuses: readonly K[];
  change: (status: K) => Promise<unknown>;
  invalidate: readonly string[];
}) {
  const intl = useIntl();
  const text = useStaffText();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: invalidate }),
        client.invalidateQueries({ queryKey: staffKeys.dashboard }),
      ]),
  });
  return (
    <>
      {mutation.isError ? <StaffAlert>{text.failure(mutation.error)}</StaffAlert> : null}
      <div className={styles.actions}>
        {statuses
          .filter((status) => status !== current)
          .map((status) => (
            <StaffButton
              key={status}
              variant={status === 'rejected' || status === 'closed' ? 'danger' : 'default'}
              isDisabled={mutation.isPending}
              onPress={() => mutation.mutate(status)}
              data-testid={`staff-set-${status}`}
            >
              {intl.formatMessage({ id: `staff.action.to.${status}` as 'staff.action.to.new' })}
            </StaffButton>
          ))}
      </div>
    </>
  );
}

const newestFirst = { column: 'createdAt', direction: 'descending' } as const;

/** The draft an approval made, in the CMS admin's editor, in the submission's language. */
function cmsDraftUrl(documentId: string, language: Language): string {
  const locale = encodeURIComponent(cmsLocaleOf(language));
  return `${config.cmsUrl}/admin/content-manager/collection-types/api::property.property/${documentId}?plugins[i18n][locale]=${locale}`;
}

export function OwnerSubmissionsPage() {
  const intl = useIntl();
  const cityName = (id: number) => {
    const city = cities.find((candidate) => candidate.id === id);
    return city ? intl.formatMessage({ id: `city.${city.code}` }) : String(id);
  };
  const filter = useStatusFilter(ownerSubmissionStatuses, 'all');
  const queue = useQueueState(newestFirst, filter.status);
  const list = useQuery(ownerSubmissionsQuery({ status: chosen(filter.status) }, queue.params));
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  return (
    <StaffPage title="staff.nav.ownerSubmissions" intro="staff.ownerSubmissions.intro">
      <StaffQueue<StaffOwnerSubmission>
        label={t('staff.nav.ownerSubmissions')}
        state={queue}
        answer={list.data}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        filters={filter.select}
        columns={[
          {
            id: 'createdAt',
            label: t('staff.col.received'),
            sortable: true,
            render: (row) => <When at={row.createdAt} />,
          },
          { id: 'fullName', label: t('staff.col.owner'), sortable: true, render: (row) => row.fullName },
          { id: 'city', label: t('staff.col.city'), render: (row) => cityName(row.cityId) },
          {
            id: 'propertyType',
            label: t('staff.col.type'),
            render: (row) => (row.propertyType ? t(`ownerForm.type.${row.propertyType}`) : '—'),
          },
          {
            id: 'leasePrice',
            label: t('staff.col.price'),
            numeric: true,
            render: (row) =>
              row.leasePrice === null
                ? '—'
                : formatMoney({ amount: toMinorUnits(row.leasePrice, row.currency), currency: row.currency }),
          },
          { id: 'images', label: t('staff.col.images'), numeric: true, render: (row) => row.images.length },
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
            <ImageStrip images={row.images} />
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
                [t('staff.col.address'), row.address],
                [t('staff.col.type'), row.propertyType && t(`ownerForm.type.${row.propertyType}`)],
                [t('staff.col.bedrooms'), row.bedrooms && t(`ownerForm.bedrooms.${row.bedrooms}`)],
                [t('staff.col.bathrooms'), row.bathrooms && t(`ownerForm.bathrooms.${row.bathrooms}`)],
              ]}
            />
            {row.descriptionFacilities ? <p className={styles.text}>{row.descriptionFacilities}</p> : null}
            {row.descriptionAmenities ? <p className={styles.text}>{row.descriptionAmenities}</p> : null}
            {row.cmsDocumentId ? (
              <StaffAlert tone="info">
                {t('staff.ownerSubmissions.draft')}{' '}
                <a href={cmsDraftUrl(row.cmsDocumentId, row.language)} target="_blank" rel="noreferrer">
                  {t('staff.ownerSubmissions.openDraft')}
                </a>
              </StaffAlert>
            ) : null}
            {row.rejectionReason ? <p className={styles.text}>{row.rejectionReason}</p> : null}
            {row.status === 'new' || row.status === 'in_review' ? (
              <>
                <StatusActions
                  current={row.status}
                  statuses={['new', 'in_review'] as const}
                  change={(status) => setOwnerSubmissionStatus(row.id, status)}
                  invalidate={staffKeys.ownerSubmissions}
                />
                <Decision id={row.id} />
              </>
            ) : null}
            <ReplyForm queue="owner-submissions" id={row.id} replyCount={row.replyCount} />
          </>
        )}
      />
    </StaffPage>
  );
}

export function SupportRequestsPage({ kind }: { kind: StaffSupportRequest['kind'] }) {
  const intl = useIntl();
  const filter = useStatusFilter(supportRequestStatuses, 'all');
  const queue = useQueueState(newestFirst, [kind, filter.status]);
  const list = useQuery(supportRequestsQuery({ kind, status: chosen(filter.status) }, queue.params));
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
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
          { id: 'issueType', label: t('staff.col.topic'), render: (row) => row.issueType ?? '—' },
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
                [t('staff.col.topic'), row.issueType],
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

export function HelpIssuesPage() {
  return <SupportRequestsPage kind="issue" />;
}

export function TenantSupportPage() {
  return <SupportRequestsPage kind="tenant_support" />;
}

/** Approve (a draft property in the CMS) or reject with a reason mailed to the owner. */
function Decision({ id }: { id: string }) {
  const intl = useIntl();
  const text = useStaffText();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (approve: boolean) => (approve ? approveSubmission(id) : rejectSubmission(id, reason.trim())),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: staffKeys.ownerSubmissions }),
        client.invalidateQueries({ queryKey: staffKeys.dashboard }),
      ]),
  });
  return (
    <div className={styles.section}>
      {decide.isError ? <StaffAlert>{text.failure(decide.error)}</StaffAlert> : null}
      <div>
        <StaffButton
          variant="primary"
          isDisabled={decide.isPending}
          onPress={() => decide.mutate(true)}
          data-testid="staff-approve"
        >
          {intl.formatMessage({ id: 'staff.ownerSubmissions.approve' })}
        </StaffButton>
      </div>
      <StaffTextField
        label={intl.formatMessage({ id: 'staff.ownerSubmissions.reason' })}
        name="reason"
        value={reason}
        onChange={setReason}
        multiline
      />
      <div>
        <StaffButton
          variant="danger"
          isDisabled={decide.isPending || !reason.trim()}
          onPress={() => decide.mutate(false)}
          data-testid="staff-reject-submission"
        >
          {intl.formatMessage({ id: 'staff.ownerSubmissions.reject' })}
        </StaffButton>
      </div>
    </div>
  );
}

export function EnquiriesPage() {
  const intl = useIntl();
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
