import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from '../Field/Field';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}; also the contract a partner's own select must accept. */
export interface SelectProps
  extends FieldOwnProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'children'> {
  options: readonly SelectOption[];
  /** Text of the empty first choice (value `""`), shown until the user picks one. */
  placeholder?: string;
}

/**
 * A labelled native `<select>`: keyboard, screen reader and mobile pickers work everywhere.
 *
 * @example
 * <Select label="Pay unit" options={[{ value: 'Hour', label: 'Per hour' }]} {...register('payment_unit')} />
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, required, id, className, options, placeholder, ...select },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <select ref={ref} className="pk-input pk-select" {...select} {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
