import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStaffText } from '../utils/staff-text';
import { queueItemQuery, staffKeys, type ReplyQueue } from '../api/staff-api';
import type { LinkedItem } from './staff-queue';
import { StaffAlert, StaffButton, StaffSelect, styles } from './staff-ui';

/** The status filter of a queue: every status, or one. */
export function useStatusFilter<K extends string>(statuses: readonly K[], initial: K | 'all') {
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

/** The item a console URL names, read on its own: it need not be on the queue's first page. */
export function useLinkedItem<T>(queue: ReplyQueue, id: string | undefined): LinkedItem<T> | undefined {
  const item = useQuery({ ...queueItemQuery(queue, id ?? ''), enabled: id !== undefined });
  return id === undefined ? undefined : { id, item: item.data as T | undefined, error: item.error };
}
