import { classNames } from '../classNames';
import { useCoreMessages } from '../messages/useCoreMessages';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading; defaults to the `spinner.label` message. */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * An indeterminate progress indicator, announced politely (`role="status"`).
 *
 * @example
 * <Spinner label="Calculating payroll…" showLabel />
 */
export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  const { t } = useCoreMessages();
  return (
    <span className={classNames('pk-spinner-wrap', className)} role="status">
      <span className="pk-spinner" data-size={size} aria-hidden="true" />
      <span className={showLabel ? 'pk-spinner__label' : 'pk-visually-hidden'}>
        {label ?? t('spinner.label')}
      </span>
    </span>
  );
}
