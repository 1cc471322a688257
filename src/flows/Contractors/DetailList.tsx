import { Fragment, type ReactNode } from 'react';

/**
 * Label and value pairs (a contractor's details, a payment's dates and totals, a receipt), side by
 * side, stacked in a narrow column.
 *
 * @example
 * <DetailList label={t('pay.totals')} items={[[t('pay.totals.total'), format.money(total)]]} />
 */
export function DetailList({ items, label }: { items: Array<[ReactNode, ReactNode]>; label?: string }) {
  return (
    <dl className="pk-contractor__details" aria-label={label}>
      {items.map(([term, value], index) => (
        <Fragment key={index}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
