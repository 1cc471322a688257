import type { ReactNode } from 'react';
import {
  usePrimitives,
  type TableColumn,
  type TableSort,
  Table as DefaultTable,
  Button as DefaultButton,
  EmptyState as DefaultEmptyState,
  Alert as DefaultAlert,
  Skeleton as DefaultSkeleton,
} from '../../ui';

/** Props of {@link QueryTable}. */
export interface QueryTableProps<Row> {
  /** The list query: its error offers a retry, its first load shows a skeleton. */
  query: { isError: boolean; isLoading: boolean; refetch: () => unknown };
  /** The rows once loaded. */
  rows: readonly Row[] | undefined;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  /** The flow's words for the error, its retry button and the empty list. */
  text: { error: string; retry: string; emptyTitle: string; emptyDescription: string };
  /** What the empty state offers (e.g. the add button). */
  emptyAction?: ReactNode;
  /** Lines of the loading skeleton. Default 4. */
  skeletonLines?: number;
  /** The sorted column, for a list the service sorts; with `onSortChange` headers sort. */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /**
   * Set while the list is filtered (a search): with no row, the table stays and says this, since
   * the empty state ("nothing here yet, add one") is for a list with nothing in it at all.
   */
  noMatch?: string;
}

/**
 * The body every flow's list shares: a load error with a retry, a skeleton while loading, an
 * empty state, or the table.
 *
 * @example
 * <QueryTable query={query} rows={query.data?.items} columns={columns} rowKey={(row) => row.uuid}
 *   caption={t('list.caption')} text={{ error: t('list.error'), retry: t('list.retry'),
 *   emptyTitle: t('list.empty.title'), emptyDescription: t('list.empty.description') }} />
 */
export function QueryTable<Row>(props: QueryTableProps<Row>) {
  const { Table, Button, EmptyState, Alert, Skeleton } = usePrimitives({
    Table: DefaultTable,
    Button: DefaultButton,
    EmptyState: DefaultEmptyState,
    Alert: DefaultAlert,
    Skeleton: DefaultSkeleton,
  });
  const { query, rows, text } = props;
  if (query.isError) {
    return (
      <Alert
        tone="danger"
        action={
          <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
            {text.retry}
          </Button>
        }
      >
        {text.error}
      </Alert>
    );
  }
  if (query.isLoading || !rows) return <Skeleton lines={props.skeletonLines ?? 4} />;
  if (rows.length === 0 && props.noMatch === undefined) {
    return (
      <EmptyState title={text.emptyTitle} description={text.emptyDescription} action={props.emptyAction} />
    );
  }
  return (
    <Table
      caption={props.caption}
      hideCaption
      columns={props.columns}
      rows={rows}
      rowKey={props.rowKey}
      sort={props.sort}
      onSortChange={props.onSortChange}
      empty={props.noMatch}
    />
  );
}
