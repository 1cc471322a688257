import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { classNames } from '../classNames';
import { RequiredMarker, type FieldOwnProps } from '../Field/Field';

/**
 * Props of {@link Checkbox}. With `Controller`, pass `checked={field.value}`; with `register`,
 * spread it as usual.
 */
export interface CheckboxProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'type'> {}

/**
 * A labelled native checkbox (Space toggles it).
 *
 * @example
 * <Checkbox label="Two percent shareholder" {...register('two_percent_shareholder')} />
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, required, id, className, role, ...input },
  ref,
) {
  const generated = useId();
  const controlId = id ?? `pk-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div
      className={classNames(role === 'switch' ? 'pk-switch' : 'pk-checkbox', className)}
      data-invalid={error ? '' : undefined}
    >
      <div className="pk-checkbox__row">
        <input
          ref={ref}
          type="checkbox"
          role={role}
          className="pk-checkbox__input"
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...input}
        />
        <label className="pk-checkbox__label" htmlFor={controlId}>
          {label}
          {required ? <RequiredMarker /> : null}
        </label>
      </div>
      {hint ? (
        <div className="pk-field__hint pk-checkbox__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p className="pk-field__error pk-checkbox__hint" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
