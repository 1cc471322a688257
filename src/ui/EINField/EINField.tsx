import { forwardRef } from 'react';
import { MaskedField } from '../MaskedField/MaskedField';
import { masks } from '../MaskedField/mask';
import type { TextFieldProps } from '../TextField/TextField';

/** Props of {@link EINField}: a {@link TextFieldProps} whose value is the masked text. */
export type EINFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * Employer Identification Number, masked `##-#######`. Strip the mask with `unmask` before sending.
 *
 * @example
 * <EINField label="EIN" {...register('ein')} />
 */
export const EINField = forwardRef<HTMLInputElement, EINFieldProps>(function EINField(props, ref) {
  return <MaskedField ref={ref} mask={masks.ein} autoComplete="off" {...props} />;
});
