import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';

/** Props of {@link DateField}: a {@link TextFieldProps} whose value is `YYYY-MM-DD`, the wire format. */
export type DateFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A calendar date. The native date input gives keyboard entry, a picker and a locale-aware display
 * for free, and its value is already the API's `YYYY-MM-DD`.
 *
 * @example
 * <DateField label="Start date" required {...register('start_date')} />
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  return <TextField ref={ref} type="date" {...props} />;
});
