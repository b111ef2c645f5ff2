import { languageNames, type StaffReview } from '@stayvn/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useStaffText } from '../utils/staff-text';
import { moderateReview, reviewsQuery, staffKeys } from '../api/staff-api';
import { FilterForm, oneOf } from './filter-form';
import { newestFirst, receivedColumn, statusColumn, useFilterFields } from './queue-parts';
import type { StaffPageProps } from './staff-console';
import { DetailHead, StaffQueue, queryProps, useQueueState } from './staff-queue';
import { StaffPage } from './staff-layout';
import { ImageStrip, Status, When } from './staff-format';
import { Facts, StaffAlert, StaffButton, styles } from './staff-ui';

const reviewStatuses = ['pending', 'published', 'hidden'] as const;

/** Reviews sent through links: pending ones first, published or hidden with one press. */
export function ReviewsPage({ search }: StaffPageProps) {
  const intl = useIntl();
  const text = useStaffText();
  const client = useQueryClient();
  const fields = useFilterFields();
  const status = oneOf(search, 'status', reviewStatuses) ?? 'pending';
  const queue = useQueueState(newestFirst, status, { q: search.q });
  const list = useQuery(reviewsQuery({ status }, queue.params));
  const moderate = useMutation({
    mutationFn: (input: { id: string; status: 'published' | 'hidden' }) =>
      moderateReview(input.id, input.status),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: staffKeys.reviews }),
        client.invalidateQueries({ queryKey: staffKeys.dashboard }),
      ]),
  });
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  return (
    <StaffPage title="staff.nav.reviews" intro="staff.reviews.intro">
      <StaffQueue<StaffReview>
        label={t('staff.nav.reviews')}
        state={queue}
        {...queryProps(list)}
        filters={
          <FilterForm
            path="reviews"
            search={search}
            fields={[fields.status(reviewStatuses, null), fields.search('reviews')]}
          />
        }
        columns={[
          receivedColumn(t('staff.col.received')),
          { id: 'fullName', label: t('staff.col.from'), sortable: true, render: (row) => row.fullName },
          {
            id: 'property',
            label: t('staff.col.property'),
            render: (row) => row.propertyName ?? row.propertyId,
          },
          {
            id: 'rate',
            label: t('staff.col.rate'),
            sortable: true,
            numeric: true,
            render: (row) => `${row.rate} ★`,
          },
          { id: 'content', label: t('staff.col.review'), wide: true, render: (row) => row.content || '—' },
          statusColumn(t('staff.col.status'), false),
        ]}
        renderDetail={(row, close) => (
          <>
            <DetailHead title={row.fullName} onClose={close}>
              <Status status={row.status} />
            </DetailHead>
            <Facts
              rows={[
                [t('staff.col.received'), <When key="at" at={row.createdAt} />],
                [t('staff.col.property'), row.propertyName ?? row.propertyId],
                [t('staff.col.rate'), `${row.rate} / 5`],
                [t('staff.col.language'), languageNames[row.language]],
              ]}
            />
            {row.content ? <p className={styles.text}>{row.content}</p> : null}
            <ImageStrip images={row.images} />
            {moderate.isError ? <StaffAlert>{text.failure(moderate.error)}</StaffAlert> : null}
            <div className={styles.actions}>
              {row.status !== 'published' ? (
                <StaffButton
                  variant="primary"
                  isDisabled={moderate.isPending}
                  onPress={() => moderate.mutate({ id: row.id, status: 'published' }, { onSuccess: close })}
                  data-testid="staff-publish"
                >
                  {t('staff.reviews.publish')}
                </StaffButton>
              ) : null}
              {row.status !== 'hidden' ? (
                <StaffButton
                  variant="danger"
                  isDisabled={moderate.isPending}
                  onPress={() => moderate.mutate({ id: row.id, status: 'hidden' }, { onSuccess: close })}
                  data-testid="staff-hide"
                >
                  {t('staff.reviews.hide')}
                </StaffButton>
              ) : null}
            </div>
          </>
        )}
      />
    </StaffPage>
  );
}
