import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useStaffText } from '../utils/staff-text';
import { pagesOf, queueParams, type QueueSort } from '../utils/queue-view';
import layout from './queue-layout.module.css';
import { QueueTable, type QueueColumn } from './queue-table';
import { StaffAlert, StaffButton, StaffSearch, styles, type SearchHint } from './staff-ui';

export type QueueState = ReturnType<typeof useQueueState>;

/** An item read on its own, as a link to it opens it. */
export type LinkedItem<T> = { id: string; item: T | undefined; error: unknown };

/**
 * A queue's page, sort and search, as the service takes them (`params`). Back to the first page
 * when the sort, the search or `filters` (the caller's own, e.g. a status) change. A page whose
 * filters and search live in its URL passes `url` (its `q`): it has no search box of its own.
 */
export function useQueueState(defaultSort: QueueSort, filters: unknown, url?: { q?: string | undefined }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(defaultSort);
  const typed = useDebouncedValue(search, 300);
  const q = url ? (url.q ?? '') : typed;
  const from = JSON.stringify([filters, sort, q.trim()]);
  const [paged, setPaged] = useState({ from, page: 1 });
  const page = paged.from === from ? paged.page : 1;
  return {
    search: url ? undefined : search,
    setSearch,
    sort,
    setSort,
    page,
    setPage: (next: number) => setPaged({ from, page: next }),
    params: queueParams({ page, sort, search: q }),
  };
}

/** What a queue's list query gives `StaffQueue`: the page, whether it loads, its error, a retry. */
export function queryProps<Answer>(list: UseQueryResult<Answer>) {
  return {
    answer: list.data,
    isLoading: list.isPending,
    error: list.error,
    onRetry: () => void list.refetch(),
  };
}

/**
 * A queue the service pages: filters (the caller's), a search, sortable columns and paging, all
 * sent to the service through `state`; the chosen item's detail panel beside the table.
 */
export function StaffQueue<T extends { id: string }>({
  label,
  state,
  answer,
  isLoading,
  error,
  onRetry,
  columns,
  filters,
  searchHint,
  renderDetail,
  linked,
}: {
  label: string;
  /** The page, sort and search sent to the service; without it, a short list answered whole. */
  state?: QueueState;
  /** The service's page: its items and the total that match. */
  answer: { items: readonly T[]; total: number; pageSize: number } | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Sortable ones must be among the service's sorts for this queue. */
  columns: QueueColumn<T>[];
  filters?: ReactNode;
  /** What the search looks through, when not the usual fields. */
  searchHint?: SearchHint;
  renderDetail?: (row: T, close: () => void) => ReactNode;
  /** The item a link opened (`/staff/{queue}/{id}`): open beside the table wherever it is listed. */
  linked?: LinkedItem<T>;
}) {
  const intl = useIntl();
  const text = useStaffText();
  const [selectedId, setSelectedId] = useState<string | undefined>(linked?.id);
  const rows = answer?.items ?? [];
  const selected =
    rows.find((row) => row.id === selectedId) ?? (selectedId === linked?.id ? linked?.item : undefined);
  const total = answer?.total ?? 0;

  return (
    <>
      <div className={styles.toolbar}>
        {filters}
        {state?.search !== undefined ? (
          <StaffSearch value={state.search} onChange={state.setSearch} hint={searchHint} />
        ) : null}
        <span className={styles.grow} />
        <StaffButton variant="quiet" onPress={onRetry}>
          {intl.formatMessage({ id: 'staff.queue.refresh' })}
        </StaffButton>
      </div>
      {linked?.error && selectedId === linked.id ? (
        <StaffAlert>{text.failure(linked.error)}</StaffAlert>
      ) : null}
      {error ? (
        <StaffAlert>
          {text.failure(error)}{' '}
          <StaffButton variant="quiet" onPress={onRetry}>
            {intl.formatMessage({ id: 'staff.retry' })}
          </StaffButton>
        </StaffAlert>
      ) : null}
      <QueueSplit
        detail={selected && renderDetail ? renderDetail(selected, () => setSelectedId(undefined)) : null}
        detailKey={selected?.id}
      >
        <QueueTable
          label={label}
          columns={columns}
          rows={[...rows]}
          sort={state?.sort}
          onSort={state?.setSort}
          selectedId={selected?.id}
          onSelect={renderDetail ? setSelectedId : undefined}
          isLoading={isLoading}
          paging={{
            page: state?.page ?? 1,
            pages: state ? pagesOf(total, answer?.pageSize ?? state.params.pageSize) : 1,
            total,
            onPage: (page) => state?.setPage(page),
          }}
        />
      </QueueSplit>
    </>
  );
}

/**
 * A table and the chosen item's panel: side by side when both have room, else the panel above
 * the table (queue-layout.module.css), brought into view when an item is chosen.
 */
export function QueueSplit({
  detail,
  detailKey,
  children,
}: {
  detail: ReactNode;
  /** The chosen item: a new one brings the panel into view. */
  detailKey: string | undefined;
  children: ReactNode;
}) {
  const intl = useIntl();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (detailKey !== undefined) panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [detailKey]);
  return (
    <div className={layout.split}>
      <div className={`${styles.split} ${layout.splitInner}`} data-empty={detail ? undefined : ''}>
        {children}
        {detail ? (
          <aside
            ref={panel}
            className={styles.panel}
            aria-label={intl.formatMessage({ id: 'staff.detail.label' })}
            data-testid="staff-detail"
          >
            {detail}
          </aside>
        ) : null}
      </div>
    </div>
  );
}

/** The detail panel's head: a title and the close button (Escape works too, from the panel). */
export function DetailHead({
  title,
  onClose,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className={styles.panelHead}>
      <div>
        <h2>{title}</h2>
        {children}
      </div>
      <StaffButton
        variant="quiet"
        onPress={onClose}
        aria-label={intl.formatMessage({ id: 'staff.detail.close' })}
      >
        ✕
      </StaffButton>
    </div>
  );
}
