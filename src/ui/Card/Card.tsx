import { useId, type ReactNode } from 'react';
import { classNames } from '../classNames';

/** Props of {@link Card}. */
export interface CardProps {
  /** Heading; also names the card's region. */
  title?: ReactNode;
  /** Heading level that fits the partner's page outline. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  /** Actions at the heading's end (e.g. an Edit button). */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A surface grouping one topic (an employee's job, a payroll's totals), for a partner's own
 * screens: no flow draws one, so its styles are not in the core; import
 * `payroll-kit/styles/card.css` beside it (or `styles.css`, which has all).
 *
 * @example
 * <Card title="Compensation" actions={<Button variant="secondary">Edit</Button>}>…</Card>
 */
export function Card({ title, headingLevel = 2, actions, footer, children, className }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={classNames('pk-card', className)} aria-labelledby={title ? headingId : undefined}>
      {title || actions ? (
        <div className="pk-card__header">
          {title ? (
            <Heading className="pk-card__title" id={headingId}>
              {title}
            </Heading>
          ) : null}
          {actions ? <div className="pk-card__actions">{actions}</div> : null}
        </div>
      ) : null}
      <div className="pk-card__body">{children}</div>
      {footer ? <div className="pk-card__footer">{footer}</div> : null}
    </section>
  );
}
