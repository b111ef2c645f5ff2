import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { QueueSort } from '../utils/queue-view';
import layout from './queue-layout.module.css';
import { StaffButton, styles } from './staff-ui';

export type QueueColumn<T> = {
  id: string;
  label: string;
  render: (row: T) => ReactNode;
  sortable?: boolean;
  numeric?: boolean;
  mono?: boolean;
  /** Long texts (a message): the column takes the room left, its texts cut after two lines. */
  wide?: boolean;
  /** Short values (a status, a day, a count): never wrapped nor cut, numeric ones included. */
  fit?: boolean;
};

/** A cell's classes: what its column holds decides how it wraps (see queue-layout.module.css). */
function cellClass<T>(column: QueueColumn<T>): string {
  return [
    styles.cell,
    column.numeric ? styles.num : '',
    column.mono ? styles.mono : '',
    column.wide ? layout.wide : '',
    column.fit || column.numeric ? layout.fit : layout.text,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A queue as react-aria's Table: sortable columns (click or Enter on a header), rows chosen with
 * the arrows and Enter or a click, the chosen one shown in the detail panel; paging below.
 */
export function QueueTable<T extends { id: string | number }>({
  label,
  columns,
  rows,
  sort,
  onSort,
  selectedId,
  onSelect,
  isLoading,
  paging,
}: {
  label: string;
  columns: QueueColumn<T>[];
  rows: T[];
  sort?: QueueSort;
  onSort?: (sort: QueueSort) => void;
  selectedId?: string | number;
  onSelect?: (id: string) => void;
  isLoading?: boolean;
  paging: { page: number; pages: number; total: number; onPage: (page: number) => void };
}) {
  const intl = useIntl();
  const descriptor: SortDescriptor | undefined = sort
    ? { column: sort.column, direction: sort.direction }
    : undefined;
  return (
    <div className={styles.tableWrap}>
      <Table
        aria-label={label}
        className={styles.table}
        sortDescriptor={descriptor}
        onSortChange={(next) => onSort?.({ column: String(next.column), direction: next.direction })}
        selectionMode={onSelect ? 'single' : 'none'}
        selectionBehavior="replace"
        selectedKeys={selectedId !== undefined ? [selectedId] : []}
        onSelectionChange={(keys) => {
          if (keys === 'all') return;
          const [first] = [...keys];
          if (first !== undefined) onSelect?.(String(first));
        }}
        data-testid="staff-table"
      >
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.id === columns[0]?.id}
              allowsSorting={column.sortable}
              className={`${styles.column}${column.numeric ? ` ${styles.num}` : ''}`}
            >
              {({ sortDirection }) => (
                <>
                  {column.label}
                  {column.sortable ? (
                    <span className={styles.sortIcon} aria-hidden="true">
                      {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : ''}
                    </span>
                  ) : null}
                </>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={rows}
          dependencies={[columns]}
          renderEmptyState={() => (
            <div className={styles.empty}>
              {intl.formatMessage({ id: isLoading ? 'staff.queue.loading' : 'staff.queue.empty' })}
            </div>
          )}
        >
          {(row) => (
            <Row id={row.id} columns={columns} className={styles.row} data-testid="staff-row">
              {(column) => (
                <Cell className={cellClass(column)}>
                  {column.fit || column.numeric ? (
                    column.render(row)
                  ) : (
                    <span className={styles.clamp}>{column.render(row)}</span>
                  )}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </Table>
      <div className={styles.pager}>
        <span>{intl.formatMessage({ id: 'staff.queue.count' }, { total: paging.total })}</span>
        <div>
          <StaffButton
            variant="quiet"
            isDisabled={paging.page <= 1}
            onPress={() => paging.onPage(paging.page - 1)}
          >
            {intl.formatMessage({ id: 'staff.queue.previous' })}
          </StaffButton>
          <span style={{ alignSelf: 'center' }}>
            {intl.formatMessage({ id: 'staff.queue.page' }, { page: paging.page, pages: paging.pages })}
          </span>
          <StaffButton
            variant="quiet"
            isDisabled={paging.page >= paging.pages}
            onPress={() => paging.onPage(paging.page + 1)}
          >
            {intl.formatMessage({ id: 'staff.queue.next' })}
          </StaffButton>
        </div>
      </div>
    </div>
  );
}
