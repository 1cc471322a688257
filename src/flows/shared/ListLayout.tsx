import { useId, type ReactNode, type Ref } from 'react';
import {
  usePrimitives,
  type TableColumn,
  Button as DefaultButton,
  Alert as DefaultAlert,
  Pagination as DefaultPagination,
} from '../../ui';
import { QueryTable, type QueryTableProps } from './QueryTable';
import { RowAction } from './RowAction';
import { useSectionHeading } from './headingLevel';

/** The page a list shows, from the API's page headers (contract.md#limits). */
export interface ListPage {
  page: number;
  totalPages: number;
  totalCount: number;
  per: number;
}

/** Props of {@link ListLayout}: a titled {@link QueryTable} with its add action and pages. */
export interface ListLayoutProps<Row> extends Omit<QueryTableProps<Row>, 'emptyAction'> {
  title: string;
  /** The heading, for a shell that puts focus back on it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A stable id for the heading (a partner's page may link to it); generated otherwise. */
  headingId?: string;
  /** The add button: in the header, or in the empty state while the list has no rows. */
  action?: ReactNode;
  /** Keep the action in the header even while the list is empty (e.g. a filtered list). */
  actionAlwaysInHeader?: boolean;
  /** Between the header and the table: filters, a search form. */
  filters?: ReactNode;
  /** A confirmation above the table (after a save); dismissing it calls `onDismissNotice`. */
  notice?: { tone: 'success' | 'info' | 'warning' | 'danger'; text: string };
  onDismissNotice?: () => void;
  /** The page shown; with `onPageChange` the list gets page controls. */
  page?: ListPage;
  onPageChange?: (page: number) => void;
  /** After the table: dialogs the rows open. */
  children?: ReactNode;
}

/** Options of {@link editColumn}. */
export interface EditColumnOptions<Row> {
  header: string;
  /** The button's words: one for every row ("Edit"), or by row ("View" for a record kept read-only). */
  label: string | ((row: Row) => string);
  /** The button's name for screen readers, naming the row. */
  labelFor: (row: Row) => string;
  /** The attribute that carries the row's uuid, for focus to come back to the button. */
  attribute: string;
  onEdit?: (recordId: string) => void;
}

/**
 * The last column of a list whose rows open a form: an "Edit" button per row, named after the row
 * for screen readers, carrying the row's uuid in `attribute` (so focus can come back to it).
 *
 * @example
 * editColumn<Location>({ header: t('list.actions'), label: t('list.edit'), attribute: 'data-location-edit',
 *   labelFor: (row) => t('list.editFor', { address: formatAddress(row) }), onEdit });
 */
export function editColumn<Row extends { uuid: string }>(options: EditColumnOptions<Row>): TableColumn<Row> {
  const { label, labelFor, attribute, onEdit } = options;
  return {
    key: 'actions',
    header: options.header,
    cell: (row) =>
      onEdit ? (
        <RowAction
          {...{ [attribute]: row.uuid }}
          label={typeof label === 'string' ? label : label(row)}
          accessibleName={labelFor(row)}
          onClick={() => onEdit(row.uuid)}
        />
      ) : null,
  };
}

/**
 * The words of a list's states from a flow's dictionary (`list.error`, `list.retry`,
 * `list.empty.title`, `list.empty.description`; the retry falls back to the common word).
 *
 * @example
 * <ListLayout text={listText(t)} … />
 */
export function listText(
  t: (key: 'list.error' | 'list.retry' | 'list.empty.title' | 'list.empty.description') => string,
): QueryTableProps<unknown>['text'] {
  return {
    error: t('list.error'),
    retry: t('list.retry'),
    emptyTitle: t('list.empty.title'),
    emptyDescription: t('list.empty.description'),
  };
}

/** The keys a list reads from its flow's dictionary (the retry falls back to the common word). */
export type ListMessageKey =
  | 'list.title'
  | 'list.caption'
  | 'list.add'
  | 'list.error'
  | 'list.retry'
  | 'list.empty.title'
  | 'list.empty.description';

/**
 * What the list of a list-and-form flow takes besides its company: the add and edit requests,
 * the save's confirmation, and the heading a shell focuses.
 *
 * @example
 * export interface LocationListProps extends RecordListProps { companyId: string }
 */
export interface RecordListProps {
  /** "Add" was pressed. */
  onAdd?: () => void;
  /** "Edit" was pressed on a row; the record's uuid. */
  onEdit?: (recordId: string) => void;
  /** A confirmation to show above the table (e.g. after a save). */
  notice?: string;
  onDismissNotice?: () => void;
  /** The list heading, for a shell that puts focus back on it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Props of {@link FlowList}: a {@link ListLayout} in its flow's words, rows from a page query. */
export interface FlowListProps<Row extends { uuid: string }> extends Pick<
  ListLayoutProps<Row>,
  'headingId' | 'filters' | 'sort' | 'onSortChange' | 'noMatch'
> {
  t: (key: ListMessageKey) => string;
  /** The list query; a page query's page headers (`page`, `totalPages`, …) give the list its pages. */
  query: QueryTableProps<Row>['query'] & { data?: { items: readonly Row[] } & Partial<ListPage> };
  columns: QueryTableProps<Row>['columns'];
  headingRef?: Ref<HTMLHeadingElement>;
  /** "Add" was pressed; without it the list has no add button. */
  onAdd?: () => void;
  /** A save's confirmation, shown as a success notice. */
  notice?: string;
  onDismissNotice?: () => void;
  skeletonLines?: number;
  /**
   * The page shown; by default the page query's own, whose controls show only when it has more
   * than one page (a short list carries no "Page 1 of 1").
   */
  page?: ListPage;
  /** Go to another page: with it the list gets page controls. */
  onPageChange?: (page: number) => void;
  /** After the table: an explanation of its badges, dialogs the rows open. */
  children?: ReactNode;
}

/** A page query's page, when it has more than one. */
function severalPages(data: Partial<ListPage> | undefined): ListPage | undefined {
  const { page, totalPages, totalCount, per } = data ?? {};
  if (page === undefined || totalPages === undefined || totalCount === undefined || per === undefined) {
    return undefined;
  }
  return totalPages > 1 ? { page, totalPages, totalCount, per } : undefined;
}

/**
 * The list of a list-and-form flow, declared: title, caption, add button and states come from
 * the flow's `list.*` keys, rows from the page query, keyed by uuid.
 *
 * @example
 * <FlowList t={t} query={useLocations(companyId, { per: 100 })} columns={columns} {...view} />
 */
export function FlowList<Row extends { uuid: string }>(props: FlowListProps<Row>) {
  const { Button } = usePrimitives({ Button: DefaultButton });
  // The rest (columns, heading, filters, sorting, pages, children) is the layout's own props.
  const { t, onAdd, notice, query, page = severalPages(query.data), ...layout } = props;
  return (
    <ListLayout
      {...layout}
      page={page}
      title={t('list.title')}
      action={
        onAdd ? (
          <Button type="button" onClick={onAdd}>
            {t('list.add')}
          </Button>
        ) : null
      }
      notice={notice ? { tone: 'success', text: notice } : undefined}
      query={query}
      rows={query.data?.items}
      rowKey={(row) => row.uuid}
      caption={t('list.caption')}
      text={listText(t)}
    />
  );
}

/**
 * The frame every flow's list shares: a focusable heading with the add action, a notice, the
 * load error with a retry, a skeleton, the empty state or the table, and page controls.
 *
 * @example
 * <ListLayout title={t('list.title')} headingRef={heading} action={addButton} query={query}
 *   rows={query.data?.items} columns={columns} rowKey={(row) => row.uuid} caption={t('list.caption')}
 *   text={listText(t)} notice={notice} onDismissNotice={dismiss} />
 */
export function ListLayout<Row>(props: ListLayoutProps<Row>) {
  const { Alert, Pagination } = usePrimitives({ Alert: DefaultAlert, Pagination: DefaultPagination });
  const generatedId = useId();
  const headingId = props.headingId ?? generatedId;
  const { action, rows, notice, page } = props;
  const hasRows = Boolean(rows && rows.length > 0);
  const empty = rows !== undefined && rows.length === 0;
  // The add action is usable before the rows arrive (a server-rendered page shows it at once); an
  // empty list offers it in its empty state instead. A filtered list (`noMatch`) keeps it in the
  // header: its table stays when empty.
  const actionInHeader = !empty || props.actionAlwaysInHeader || props.noMatch !== undefined;
  const Heading = useSectionHeading();
  return (
    <section className="pk-flow-section" aria-labelledby={headingId}>
      <div className="pk-flow-section__header">
        <Heading id={headingId} ref={props.headingRef} tabIndex={-1} className="pk-flow-section__title">
          {props.title}
        </Heading>
        {actionInHeader ? action : null}
      </div>
      {props.filters}
      {notice ? (
        <Alert tone={notice.tone} onDismiss={props.onDismissNotice}>
          {notice.text}
        </Alert>
      ) : null}
      <QueryTable {...props} emptyAction={props.actionAlwaysInHeader ? undefined : action} />
      {page && props.onPageChange && hasRows ? (
        <Pagination {...page} onPageChange={props.onPageChange} label={props.title} />
      ) : null}
      {props.children}
    </section>
  );
}
