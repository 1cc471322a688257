import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { classNames } from '../classNames';
import { useCoreMessages } from '../messages/useCoreMessages';
import { useComponent } from '../context/UIContext';
import { tabStopAfter } from '../focus';
import type { Tone } from '../theme/theme';

/** Props of {@link Alert} and {@link Banner}. */
export interface AlertProps {
  tone?: Exclude<Tone, 'neutral'>;
  title?: ReactNode;
  children?: ReactNode;
  /** An action next to the text (e.g. "Review changes" after a 409). */
  action?: ReactNode;
  /** Shows a dismiss button; when focus was in the alert, it moves on to what follows. */
  onDismiss?: () => void;
  /** Inline (in the flow of a form) or banner (full width, top of a page). */
  variant?: 'inline' | 'banner';
  className?: string;
}

/**
 * A message about the page or a save. Danger and warning interrupt screen readers (`role="alert"`);
 * info and success are polite (`role="status"`).
 *
 * @example
 * <Alert tone="danger" title="Payroll not submitted">The bank rejected the debit.</Alert>
 */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  variant = 'inline',
  className,
}: AlertProps) {
  const { t } = useCoreMessages();
  const DismissButton = useComponent<ButtonProps>('Button', Button);
  const root = useRef<HTMLDivElement>(null);
  // The dismiss button leaves with the alert: hand focus on rather than let it fall to the page.
  const dismiss = () => {
    const alert = root.current;
    if (alert?.contains(alert.ownerDocument.activeElement)) tabStopAfter(alert)?.focus();
    onDismiss?.();
  };
  return (
    <div
      ref={root}
      className={classNames('pk-alert', className)}
      data-tone={tone}
      data-variant={variant}
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
    >
      <div className="pk-alert__body">
        {title ? <p className="pk-alert__title">{title}</p> : null}
        {children ? <div className="pk-alert__text">{children}</div> : null}
      </div>
      {action ? <div className="pk-alert__action">{action}</div> : null}
      {onDismiss ? (
        <DismissButton variant="ghost" size="sm" onClick={dismiss} aria-label={t('alert.dismiss')}>
          <span aria-hidden="true">×</span>
        </DismissButton>
      ) : null}
    </div>
  );
}

/**
 * A full-width {@link Alert} for page-level news (e.g. "This company is archived").
 *
 * @example
 * <Banner tone="warning" title="Payroll deadline is today at 4 PM" />
 */
export function Banner(props: Omit<AlertProps, 'variant'>) {
  return <Alert {...props} variant="banner" />;
}
