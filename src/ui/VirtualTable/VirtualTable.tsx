import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { classNames } from '../classNames';
import type { TableColumn } from '../Table/Table';
import { useRowWindow } from './useRowWindow';

/** Props of {@link VirtualTable}. */
export interface VirtualTableProps<Row> {
  /** Accessible name of the grid. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Called with the active row on Enter or a click (e.g. open the employee). */
  onRowActivate?: (row: Row) => void;
  /** Row height in px used to lay out rows before they are measured. */
  estimatedRowHeight?: number;
  /** Viewport height preset (fixed sizes keep layout out of inline styles). */
  height?: 'sm' | 'md' | 'lg';
  className?: string;
}

const pageStep = 10;

/**
 * A table for thousands of rows: only the visible rows are in the DOM. It is one Tab stop (an
 * ARIA grid); arrow keys, Page Up/Down, Home and End move the active row, which is announced
 * through `aria-activedescendant` and scrolled into view; Enter activates it. No flow renders it,
 * so its styles are not in the core: import `payroll-kit/styles/virtual-table.css` (or `styles.css`).
 *
 * @example
 * <VirtualTable label="All employees" columns={columns} rows={employees} rowKey={(e) => e.uuid}
 *   onRowActivate={(e) => navigate(e.uuid)} />
 */
export function VirtualTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  onRowActivate,
  estimatedRowHeight = 40,
  height = 'md',
  className,
}: VirtualTableProps<Row>) {
  const baseId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const {
    rows: items,
    totalSize,
    measure,
    scrollToIndex,
  } = useRowWindow({ count: rows.length, scrollRef, bodyRef, estimate: estimatedRowHeight, overscan: 8 });
  const activeIndex = Math.min(active, Math.max(rows.length - 1, 0));

  // Geometry goes through the CSSOM (element.style), never style attributes in markup, so the table
  // renders the same under a strict Content-Security-Policy.
  useLayoutEffect(() => {
    bodyRef.current?.style.setProperty('height', `${totalSize}px`);
  }, [totalSize]);
  useLayoutEffect(() => {
    scrollRef.current?.style.setProperty('--pk-vtable-columns', String(columns.length));
  }, [columns.length]);

  const move = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    scrollToIndex(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + pageStep,
      PageUp: activeIndex - pageStep,
      Home: 0,
      End: rows.length - 1,
    };
    if (event.key in keys) {
      event.preventDefault();
      move(keys[event.key]!);
    } else if (event.key === 'Enter' && onRowActivate && rows[activeIndex] !== undefined) {
      event.preventDefault();
      onRowActivate(rows[activeIndex]);
    }
  };
  const activeVisible = items.some((item) => item.index === activeIndex);

  return (
    <div
      ref={scrollRef}
      className={classNames('pk-vtable', className)}
      data-height={height}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      aria-activedescendant={rows.length && activeVisible ? `${baseId}-row-${activeIndex}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div role="rowgroup" className="pk-vtable__head">
        <div role="row" aria-rowindex={1} className="pk-vtable__row">
          {columns.map((column) => (
            <div role="columnheader" key={column.key} className="pk-vtable__cell" data-align={column.align}>
              {column.header}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" ref={bodyRef} className="pk-vtable__body">
        {items.map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              role="row"
              key={rowKey(row)}
              id={`${baseId}-row-${item.index}`}
              aria-rowindex={item.index + 2}
              data-index={item.index}
              data-active={item.index === activeIndex ? '' : undefined}
              className="pk-vtable__row"
              ref={measure}
              onClick={() => {
                setActive(item.index);
                onRowActivate?.(row);
              }}
            >
              {columns.map((column) => (
                <div role="gridcell" key={column.key} className="pk-vtable__cell" data-align={column.align}>
                  {column.cell(row)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
