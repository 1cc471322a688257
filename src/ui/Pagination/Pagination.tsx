import { Button, type ButtonProps } from '../Button/Button';
import { classNames } from '../classNames';
import { useCoreMessages } from '../messages/useCoreMessages';
import { useComponent } from '../context/UIContext';

/** Props of {@link Pagination}: the values of the API's page headers (contract.md#limits). */
export interface PaginationProps {
  /** Current page, from 1 (`X-Page`). */
  page: number;
  /** `X-Total-Pages`. */
  totalPages: number;
  /** `X-Total-Count`. */
  totalCount: number;
  /** `X-Per-Page`. */
  per: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation, when a page has more than one. */
  label?: string;
  className?: string;
}

/**
 * Previous/next paging that speaks the page headers: "Page 2 of 5", "Showing 26–50 of 120".
 * At either end the button stays focusable but inert (`aria-disabled`), so focus is never lost.
 *
 * @example
 * <Pagination page={page} totalPages={meta.totalPages} totalCount={meta.totalCount} per={meta.per}
 *   onPageChange={setPage} />
 */
export function Pagination({
  page,
  totalPages,
  totalCount,
  per,
  onPageChange,
  label,
  className,
}: PaginationProps) {
  const { t } = useCoreMessages();
  const PageButton = useComponent<ButtonProps>('Button', Button);
  const from = totalCount === 0 ? 0 : Math.min((page - 1) * per + 1, totalCount);
  const to = Math.min(page * per, totalCount);
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav className={classNames('pk-pagination', className)} aria-label={label ?? t('pagination.label')}>
      <p className="pk-pagination__range" aria-live="polite">
        {totalCount === 0 ? t('pagination.empty') : t('pagination.range', { from, to, totalCount })}
      </p>
      <div className="pk-pagination__controls">
        <PageButton
          variant="secondary"
          size="sm"
          aria-disabled={atStart || undefined}
          onClick={() => !atStart && onPageChange(page - 1)}
        >
          {t('pagination.previous')}
        </PageButton>
        <span className="pk-pagination__page">
          {t('pagination.page', { page, totalPages: Math.max(totalPages, 1) })}
        </span>
        <PageButton
          variant="secondary"
          size="sm"
          aria-disabled={atEnd || undefined}
          onClick={() => !atEnd && onPageChange(page + 1)}
        >
          {t('pagination.next')}
        </PageButton>
      </div>
    </nav>
  );
}
