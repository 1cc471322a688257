import { forwardRef, useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode } from 'react';
import { classNames } from '../classNames';
import { RequiredMarker, type FieldOwnProps } from '../Field/Field';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * Props of {@link RadioGroup}. Spread `register('field')` onto it (the ref reaches every radio,
 * as react-hook-form expects), or pass `Controller`'s `value` and `onChange`.
 */
export interface RadioGroupProps extends FieldOwnProps {
  name: string;
  options: readonly RadioOption[];
  /** Controlled value. */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** Lay the choices out in a row (short labels) or a column (default). */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * One choice out of a few, as native radios in a labelled group: arrow keys move and select.
 *
 * @example
 * <RadioGroup label="Payment method" options={[{ value: 'Direct Deposit', label: 'Direct deposit' },
 *   { value: 'Check', label: 'Paper check' }]} {...register('payment_method')} />
 */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    hint,
    error,
    required,
    id,
    className,
    name,
    options,
    value,
    defaultValue,
    onChange,
    onBlur,
    disabled,
    orientation = 'vertical',
  },
  ref,
) {
  const generated = useId();
  const groupId = id ?? `pk-${generated}`;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  return (
    <fieldset
      id={groupId}
      role="radiogroup"
      className={classNames('pk-radio-group', className)}
      data-orientation={orientation}
      data-invalid={error ? '' : undefined}
      aria-labelledby={`${groupId}-legend`}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
      disabled={disabled}
    >
      <legend className="pk-field__label pk-radio-group__legend" id={`${groupId}-legend`}>
        {label}
        {required ? <RequiredMarker /> : null}
      </legend>
      {hint ? (
        <div className="pk-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      <div className="pk-radio-group__options">
        {options.map((option, index) => {
          const optionId = `${groupId}-${index}`;
          return (
            <div className="pk-radio" key={option.value}>
              <input
                ref={ref}
                type="radio"
                className="pk-radio__input"
                id={optionId}
                name={name}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                {...(value !== undefined
                  ? { checked: value === option.value }
                  : defaultValue !== undefined
                    ? { defaultChecked: defaultValue === option.value }
                    : {})}
                onChange={onChange}
                onBlur={onBlur}
              />
              <label className="pk-radio__label" htmlFor={optionId}>
                {option.label}
                {option.hint ? (
                  <span className="pk-field__hint pk-radio__hint" id={`${optionId}-hint`}>
                    {option.hint}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p className="pk-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
