import { usePrimitives, Pagination as DefaultPagination } from '../../ui';
import type { ListPage } from './ListLayout';

/** Props of {@link ListPages}. */
export interface ListPagesProps {
  /** The page a query returned (its page headers, contract.md#limits); nothing shows before it loads. */
  page: ListPage | undefined;
  onPageChange: (page: number) => void;
  /** Names the page controls ("Payroll history pages"), when a screen has more than one list. */
  label?: string;
}

/**
 * Page controls under a list that is not a {@link ListLayout} (a picker, a history, a preview):
 * only when the query has more than one page, so a short list carries no "Page 1 of 1".
 *
 * @example
 * <ListPages page={history.data} label={t('landing.history')} onPageChange={setHistoryPage} />
 */
export function ListPages({ page, onPageChange, label }: ListPagesProps) {
  const { Pagination } = usePrimitives({ Pagination: DefaultPagination });
  if (!page || page.totalPages <= 1) return null;
  return <Pagination {...page} onPageChange={onPageChange} label={label} />;
}
