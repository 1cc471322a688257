import type { ReactNode } from 'react';

/** A figure: its words, its value as shown, and whether it stands out (a total, the debit). */
export type Figure = [label: string, value: ReactNode, emphasis?: boolean];

/**
 * Figures as a description list, one `<div>` of `<dt>` and `<dd>` each, for the review's and the
 * receipt's totals and an employee's pay lines; `false` entries (a figure that does not apply) are
 * left out.
 *
 * @example
 * <FigureList figures={[['Gross pay', '$2,830.00', true], hasChecks && ['Paid by check', '$120.00']]} />
 */
export function FigureList({
  figures,
  className = 'pk-payroll-review__totals',
  label,
}: {
  figures: ReadonlyArray<Figure | false>;
  className?: string;
  /** Names the list for assistive tech. */
  label?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      {figures.map(
        (figure, index) =>
          figure && (
            <div key={index} data-emphasis={figure[2] ? '' : undefined}>
              <dt>{figure[0]}</dt>
              <dd>{figure[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
