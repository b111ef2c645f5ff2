import { currencyCodes, formatMoney, paymentKinds, paymentStatuses, type StaffPayment } from '@stayvn/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { paymentsQuery, retryRefund, staffKeys } from '../api/staff-api';
import { useStaffText } from '../utils/staff-text';
import { DetailHead, StaffQueue, useQueueState } from './staff-queue';
import { StaffPage } from './staff-layout';
import { Status, When, chosen } from './staff-format';
import { Facts, StaffAlert, StaffButton, StaffSelect, styles } from './staff-ui';

type Kind = (typeof paymentKinds)[number];
type PaymentStatus = (typeof paymentStatuses)[number];

/** Card and VNPay payments and their refunds; a refund being retried shows its attempts. */
export function PaymentsPage() {
  const intl = useIntl();
  const [kind, setKind] = useState<Kind | 'all'>('all');
  const [status, setStatus] = useState<PaymentStatus | 'all'>('all');
  const queue = useQueueState({ column: 'createdAt', direction: 'descending' }, [kind, status]);
  const list = useQuery(paymentsQuery({ kind: chosen(kind), status: chosen(status) }, queue.params));
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.col.received' });
  const amount = (row: StaffPayment) => {
    const currency = row.currency.toUpperCase();
    // The site's two currencies as its other pages show them (issue 31).
    const known = currencyCodes.find((code) => code === currency);
    if (known) return formatMoney({ amount: row.amount, currency: known });
    // Amounts are in the currency's smallest unit: cents for USD, whole dong and yen.
    const digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      0;
    return intl.formatNumber(row.amount / 10 ** digits, { style: 'currency', currency });
  };
  return (
    <StaffPage title="staff.nav.payments" intro="staff.payments.intro">
      <StaffQueue<StaffPayment>
        label={t('staff.nav.payments')}
        state={queue}
        searchHint="payments"
        answer={list.data}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        filters={
          <>
            <StaffSelect<Kind | 'all'>
              label={t('staff.col.kind')}
              value={kind}
              onChange={setKind}
              options={[
                { id: 'all', label: t('staff.queue.all') },
                ...paymentKinds.map((id) => ({ id, label: t(`staff.payments.kind.${id}`) })),
              ]}
            />
            <StaffSelect<PaymentStatus | 'all'>
              label={t('staff.queue.status')}
              value={status}
              onChange={setStatus}
              options={[
                { id: 'all', label: t('staff.queue.all') },
                ...paymentStatuses.map((id) => ({ id, label: t(`staff.status.${id}`) })),
              ]}
            />
          </>
        }
        columns={[
          {
            id: 'createdAt',
            label: t('staff.col.created'),
            sortable: true,
            render: (row) => <When at={row.createdAt} />,
          },
          {
            id: 'bookingNumber',
            label: t('staff.col.booking'),
            mono: true,
            render: (row) => row.bookingNumber ?? '—',
          },
          { id: 'kind', label: t('staff.col.kind'), render: (row) => t(`staff.payments.kind.${row.kind}`) },
          { id: 'provider', label: t('staff.col.provider'), render: (row) => row.provider },
          { id: 'amount', label: t('staff.col.amount'), sortable: true, numeric: true, render: amount },
          { id: 'attempts', label: t('staff.col.attempts'), numeric: true, render: (row) => row.attempts },
          {
            id: 'status',
            label: t('staff.col.status'),
            render: (row) => <Status status={row.status} />,
          },
        ]}
        renderDetail={(row, close) => (
          <>
            <DetailHead title={`${t(`staff.payments.kind.${row.kind}`)} · ${amount(row)}`} onClose={close}>
              <Status status={row.status} />
            </DetailHead>
            <Facts
              rows={[
                [t('staff.col.booking'), row.bookingNumber],
                [t('staff.col.provider'), row.provider],
                [t('staff.payments.reference'), row.providerRef ?? row.providerPaymentId],
                [t('staff.payments.reason'), row.reason],
                [t('staff.col.attempts'), row.attempts],
                [t('staff.payments.nextAttempt'), <When key="next" at={row.nextAttemptAt} />],
                [t('staff.col.created'), <When key="at" at={row.createdAt} />],
                [t('staff.col.updated'), <When key="up" at={row.updatedAt} />],
              ]}
            />
            {row.lastError ? <p className={styles.text}>{row.lastError}</p> : null}
            {row.kind === 'refund' && (row.status === 'pending' || row.status === 'failed') ? (
              <RetryRefund id={row.id} />
            ) : null}
          </>
        )}
      />
    </StaffPage>
  );
}

/** Sends a refund the provider refused (or one waiting) now, instead of at its next attempt. */
function RetryRefund({ id }: { id: string }) {
  const intl = useIntl();
  const text = useStaffText();
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryRefund(id),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.payments }),
  });
  return (
    <div className={styles.actions}>
      {retry.isError ? <StaffAlert>{text.failure(retry.error)}</StaffAlert> : null}
      {retry.isSuccess ? (
        <StaffAlert tone="info">{intl.formatMessage({ id: 'staff.payments.retried' })}</StaffAlert>
      ) : null}
      <StaffButton
        variant="primary"
        isDisabled={retry.isPending}
        onPress={() => retry.mutate()}
        data-testid="staff-retry-refund"
      >
        {intl.formatMessage({ id: 'staff.payments.retry' })}
      </StaffButton>
    </div>
  );
}
