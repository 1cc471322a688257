import { forwardRef, type ButtonHTMLAttributes } from 'react';

/** Props of {@link Button}; also the contract a partner's own button must accept. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: one primary action per screen, secondary for the rest. */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** Shows a spinner, marks the button busy and ignores clicks, while keeping focus on it. */
  loading?: boolean;
}

/**
 * The action primitive of every flow.
 *
 * @example
 * <Button variant="primary" loading={saving} onClick={save}>Save</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, type = 'button', className, onClick, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={['pk-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      // aria-disabled rather than disabled while loading, so focus is not lost mid-save.
      aria-disabled={loading || rest.disabled || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? <span className="pk-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
