import type { StaffMemberRef } from '@stayvn/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useStaffText } from '../utils/staff-text';
import { queueItemQuery, staffKeys, type ReplyQueue } from '../api/staff-api';
import { oneOf, type FilterField } from './filter-form';
import type { QueueColumn } from './queue-table';
import { Status, When } from './staff-format';
import type { StaffPageProps } from './staff-console';
import { useQueueState, type LinkedItem } from './staff-queue';
import { StaffAlert, StaffButton, styles, type SearchHint } from './staff-ui';

/** `?assignee=` as the console offers it (the service also takes a member's id). */
export const assigneeFilters = ['me', 'none'] as const;

/** The filters the queues share, as fields of a `FilterForm`, in the console's language. */
export function useFilterFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as 'staff.queue.all' });
  const choice = <K extends string>(
    name: string,
    label: string,
    values: readonly K[],
    labelOf: (value: K) => string,
    all: string | null = t('staff.queue.all'),
  ): FilterField => ({
    name,
    label,
    type: 'select',
    options: [
      ...(all === null ? [] : [{ value: '', label: all }]),
      ...values.map((value) => ({ value, label: labelOf(value) })),
    ],
  });
  return {
    choice,
    /** Every status, or one; `all: null` when the queue always shows one. */
    status: <K extends string>(statuses: readonly K[], all?: null) =>
      choice('status', t('staff.queue.status'), statuses, (id) => t(`staff.status.${id}`), all),
    assignee: () =>
      choice(
        'assignee',
        t('staff.filters.assignee'),
        assigneeFilters,
        (id) => t(id === 'me' ? 'staff.filters.me' : 'staff.filters.nobody'),
        t('staff.filters.anyone'),
      ),
    search: (hint?: SearchHint): FilterField => ({
      name: 'q',
      label: t('staff.queue.search'),
      type: 'search',
      placeholder: t(hint ? `staff.queue.searchHint.${hint}` : 'staff.queue.searchHint'),
    }),
  };
}

/** When an item came, newest first by default: a queue's first column. */
export function receivedColumn<T extends { createdAt: string }>(label: string): QueueColumn<T> {
  return { id: 'createdAt', label, sortable: true, fit: true, render: (row) => <When at={row.createdAt} /> };
}

/** An item's status as its pill, never cut. */
export function statusColumn<T extends { status: string }>(label: string, sortable = true): QueueColumn<T> {
  return { id: 'status', label, sortable, fit: true, render: (row) => <Status status={row.status} /> };
}

/** Who an item is assigned to, as a queue's column. */
export function assigneeColumn<T extends { assignee: StaffMemberRef | null }>(label: string): QueueColumn<T> {
  return {
    id: 'assignee',
    label,
    render: (row) => row.assignee?.fullName || row.assignee?.email || '—',
  };
}

/** The buttons that move an item to another status; the dashboard and queue follow. */
export function StatusActions<K extends string>({
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

export const newestFirst = { column: 'createdAt', direction: 'descending' } as const;

/**
 * The wiring of a queue whose items staff answer: its filters from the URL (the caller's own and
 * the assignee), the page and sort, the item a link opened, and the filter fields to offer.
 */
export function useReplyQueue<T>(
  name: ReplyQueue,
  { itemId, search }: StaffPageProps,
  own: Record<string, string | undefined>,
) {
  const filters = { ...own, assignee: oneOf(search, 'assignee', assigneeFilters) };
  return {
    filters,
    state: useQueueState(newestFirst, filters, { q: search.q }),
    linked: useLinkedItem<T>(name, itemId),
    fields: useFilterFields(),
  };
}

/** The item a console URL names, read on its own: it need not be on the queue's first page. */
export function useLinkedItem<T>(queue: ReplyQueue, id: string | undefined): LinkedItem<T> | undefined {
  const item = useQuery({ ...queueItemQuery(queue, id ?? ''), enabled: id !== undefined });
  return id === undefined ? undefined : { id, item: item.data as T | undefined, error: item.error };
}
