import {
  cities,
  cmsLocaleOf,
  formatMoney,
  languageNames,
  ownerSubmissionStatuses,
  toMinorUnits,
  type Language,
  type StaffOwnerSubmission,
} from '@stayvn/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { config } from '@/config';
import { useStaffText } from '../utils/staff-text';
import {
  approveSubmission,
  ownerSubmissionsQuery,
  rejectSubmission,
  setOwnerSubmissionStatus,
  staffKeys,
} from '../api/staff-api';
import { FilterForm, oneOf } from './filter-form';
import { DetailHead, StaffQueue, queryProps } from './staff-queue';
import { ReplyForm } from './reply-form';
import { StaffPage } from './staff-layout';
import { ImageStrip, Status, When } from './staff-format';
import { StatusActions, assigneeColumn, receivedColumn, statusColumn, useReplyQueue } from './queue-parts';
import type { StaffPageProps } from './staff-console';
import { Facts, StaffAlert, StaffButton, StaffTextField, styles } from './staff-ui';

/** The draft an approval made, in the CMS admin's editor, in the submission's language. */
function cmsDraftUrl(documentId: string, language: Language): string {
  const locale = encodeURIComponent(cmsLocaleOf(language));
  return `${config.cmsUrl}/admin/content-manager/collection-types/api::property.property/${documentId}?plugins[i18n][locale]=${locale}`;
}

const cityIds = cities.map((city) => String(city.id));

export function OwnerSubmissionsPage(props: StaffPageProps) {
  const { search } = props;
  const intl = useIntl();
  const cityName = (id: number) => {
    const city = cities.find((candidate) => candidate.id === id);
    return city ? intl.formatMessage({ id: `city.${city.code}` }) : String(id);
  };
  const { filters, state, linked, fields } = useReplyQueue<StaffOwnerSubmission>('owner-submissions', props, {
    status: oneOf(search, 'status', ownerSubmissionStatuses),
    cityId: oneOf(search, 'cityId', cityIds),
  });
  const list = useQuery(ownerSubmissionsQuery(filters, state.params));
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  return (
    <StaffPage title="staff.nav.ownerSubmissions" intro="staff.ownerSubmissions.intro">
      <StaffQueue<StaffOwnerSubmission>
        label={t('staff.nav.ownerSubmissions')}
        state={state}
        {...queryProps(list)}
        filters={
          <FilterForm
            path="owner-submissions"
            search={search}
            fields={[
              fields.status(ownerSubmissionStatuses),
              fields.choice('cityId', t('staff.col.city'), cityIds, (id) => cityName(Number(id))),
              fields.assignee(),
              fields.search(),
            ]}
          />
        }
        linked={linked}
        columns={[
          receivedColumn(t('staff.col.received')),
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
          assigneeColumn(t('staff.col.assignee')),
          statusColumn(t('staff.col.status')),
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
                [t('staff.col.assignee'), row.assignee?.fullName || row.assignee?.email],
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
