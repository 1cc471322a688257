import { useRef, type FocusEvent, type ReactNode } from 'react';
import { classNames } from '../classNames';
import { useCardLayout } from './useCardLayout';

/** One column of a {@link Table} or {@link VirtualTable}. */
export interface TableColumn<Row> {
  /** Stable id; also the sort key reported by `onSortChange`. */
  key: string;
  header: ReactNode;
  /**
   * Names the column's cells where a narrow table shows each row as a card; defaults to `header`
   * when that is text. Give one when the header is not.
   */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** Shows a sort button in the header. */
  sortable?: boolean;
  /** `end` for amounts and counts. */
  align?: 'start' | 'end';
}

/** The sort a table shows; the caller sorts (usually the API, through `sort_by`). */
export interface TableSort {
  key: string;
  direction: 'asc' | 'desc';
}

/** Props of {@link Table}. */
export interface TableProps<Row> {
  /** Names the table for assistive tech. */
  caption: ReactNode;
  /** Keep the caption for screen readers only. */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Shown in place of the body when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

/**
 * Brings a control focused inside the table wholly into view should the box ever scroll (a word
 * longer than a card is wide): the browser leaves a control that is partly in the box where it is,
 * and a keyboard user would then not see what has focus (WCAG 2.4.11).
 */
function revealFocused(event: FocusEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget)
    event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/**
 * A data table with sortable headers: each sortable header is a button, and the sorted column
 * carries `aria-sort`. In a box too narrow for its columns (a phone's, or a partner's column beside
 * a menu) each row is a card, each value labelled by its column's header, so the table never
 * scrolls sideways and every row's action stays in view. Pair it with {@link Pagination} for paged
 * collections.
 *
 * @example
 * <Table caption="Employees" columns={columns} rows={employees} rowKey={(e) => e.uuid}
 *   sort={sort} onSortChange={setSort} />
 */
export function Table<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  empty,
  className,
}: TableProps<Row>) {
  const wrap = useRef<HTMLDivElement>(null);
  useCardLayout(wrap);
  return (
    <div ref={wrap} className={classNames('pk-table-wrap', className)} onFocus={revealFocused}>
      <table className="pk-table">
        <caption className={hideCaption ? 'pk-visually-hidden' : 'pk-table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.key === column.key;
              const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={ariaSort} data-align={column.align}>
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      className="pk-table__sort"
                      data-active={active ? '' : undefined}
                      onClick={() =>
                        onSortChange({
                          key: column.key,
                          direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                        })
                      }
                    >
                      {column.header}
                      <span className="pk-table__sort-icon" aria-hidden="true">
                        {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-align={column.align}
                    data-label={
                      column.label ?? (typeof column.header === 'string' ? column.header : undefined)
                    }
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
