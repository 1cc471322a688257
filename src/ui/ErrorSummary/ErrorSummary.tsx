import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { classNames } from '../classNames';
import { useCoreMessages } from '../messages/useCoreMessages';

/** One problem in an {@link ErrorSummary}. */
export interface ErrorSummaryItem {
  /** Name or id of the field at fault; absent for a form-level error (e.g. a 409 or `base`). */
  field?: string;
  /** Already translated text. */
  message: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  /** Heading; defaults to the `errorSummary.title` message. */
  title?: string;
  /**
   * Change it (e.g. pass react-hook-form's `submitCount`) to move focus to the summary again.
   * The summary also takes focus when it first appears, but not while the user fixes fields.
   */
  focusKey?: unknown;
  className?: string;
}

/**
 * The list of what stops a form from saving, shown above the form after a failed submit. It takes
 * focus so a screen reader announces it, and each field error is a link that moves focus to its field.
 *
 * @example
 * <ErrorSummary focusKey={formState.submitCount}
 *   errors={[{ message: t('common.error.generic') }, { field: 'ssn', message: t('validation.ssn') }]} />
 */
export function ErrorSummary({ errors, title, focusKey, className }: ErrorSummaryProps) {
  const { t } = useCoreMessages();
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const visible = errors.length > 0;

  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [visible, focusKey]);

  if (!visible) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const summary = ref.current;
    const scope: ParentNode =
      summary?.closest('form') ?? summary?.closest('.pk-root') ?? summary?.ownerDocument ?? document;
    const target =
      scope.querySelector<HTMLElement>(`#${CSS.escape(field)}`) ??
      scope.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div
      ref={ref}
      className={classNames('pk-error-summary', className)}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
    >
      <h2 className="pk-error-summary__title" id={headingId}>
        {title ?? t('errorSummary.title')}
      </h2>
      <ul className="pk-error-summary__list">
        {errors.map((error, index) => (
          <li key={`${error.field ?? ''}-${index}`}>
            {error.field ? (
              <a href={`#${error.field}`} onClick={(event) => focusField(event, error.field!)}>
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
