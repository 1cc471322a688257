import type { ReactNode } from 'react';
import { classNames } from '../classNames';
import { useCoreMessages } from '../messages/useCoreMessages';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Defaults to the `empty.title` message. */
  title?: ReactNode;
  description?: ReactNode;
  /** The next step, usually a Button ("Add an employee"). */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * What a list shows when it has nothing yet, with the action that fills it.
 *
 * @example
 * <EmptyState title="No employees yet" description="Add your first employee to run payroll."
 *   action={<Button>Add employee</Button>} />
 */
export function EmptyState({ title, description, action, headingLevel = 3, className }: EmptyStateProps) {
  const { t } = useCoreMessages();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames('pk-empty', className)}>
      <Heading className="pk-empty__title">{title ?? t('empty.title')}</Heading>
      {description ? <p className="pk-empty__description">{description}</p> : null}
      {action ? <div className="pk-empty__action">{action}</div> : null}
    </div>
  );
}
