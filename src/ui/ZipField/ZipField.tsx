import { forwardRef } from 'react';
import { MaskedField } from '../MaskedField/MaskedField';
import { masks } from '../MaskedField/mask';
import type { TextFieldProps } from '../TextField/TextField';

/** Props of {@link ZipField}: a {@link TextFieldProps} whose value is the masked text. */
export type ZipFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * US ZIP or ZIP+4 code, masked `#####-####`. Strip the mask with `unmask` before sending.
 *
 * @example
 * <ZipField label="ZIP code" {...register('zip')} />
 */
export const ZipField = forwardRef<HTMLInputElement, ZipFieldProps>(function ZipField(props, ref) {
  return <MaskedField ref={ref} mask={masks.zip} autoComplete="postal-code" {...props} />;
});
