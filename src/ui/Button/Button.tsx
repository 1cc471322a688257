import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { classNames } from '../classNames';

/** Props of {@link Button}; also the contract a partner's own button must accept. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: one primary action per screen, secondary for the rest. */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** Shows a spinner, marks the button busy and ignores clicks, while keeping focus on it. */
  loading?: boolean;
  /** Smaller padding for table rows and toolbars. */
  size?: 'md' | 'sm';
}

/**
 * The action primitive of every flow.
 *
 * @example
 * <Button variant="primary" loading={saving} onClick={save}>Save</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    type = 'button',
    className,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const inert = loading || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  return (
    <button
      ref={ref}
      type={type}
      {...rest}
      className={classNames('pk-button', className)}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      // aria-disabled rather than disabled while loading, so focus is not lost mid-save; a submit
      // button must not submit either, hence preventDefault.
      aria-disabled={inert || undefined}
      onClick={inert ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="pk-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
