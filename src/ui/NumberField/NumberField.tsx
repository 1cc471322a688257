import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';

/** Props of {@link NumberField}: a {@link TextFieldProps} whose value is a decimal string. */
export interface NumberFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Unit shown after the value, e.g. `hours`. */
  unit?: string;
}

/**
 * A decimal input (hours, percentages). It is a text input with a numeric keyboard rather than
 * `type="number"`, so the value stays the exact string the user typed and a scroll wheel never
 * changes it.
 *
 * @example
 * <NumberField label="Hours worked" unit="hours" {...register('hours')} />
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { unit, endText, ...props },
  ref,
) {
  return <TextField ref={ref} inputMode="decimal" autoComplete="off" endText={unit ?? endText} {...props} />;
});
