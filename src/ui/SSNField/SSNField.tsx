import { forwardRef } from 'react';
import { useCoreMessages } from '../messages/useCoreMessages';
import { MaskedField } from '../MaskedField/MaskedField';
import { masks } from '../MaskedField/mask';
import type { TextFieldProps } from '../TextField/TextField';

/**
 * Props of {@link SSNField}. There is no `defaultValue`: the API never returns a stored SSN
 * (contract.md#fields sends it blank with `has_ssn`), and the field must never echo one.
 */
export interface SSNFieldProps extends Omit<TextFieldProps, 'type' | 'defaultValue'> {
  /** The employee already has an SSN on file (`has_ssn`): say so, keep the input empty. */
  hasValue?: boolean;
}

/**
 * Social Security number, masked `###-##-####`. When one is on file the input stays empty and a
 * hint says that leaving it blank keeps the stored number.
 *
 * @example
 * <SSNField label="Social Security number" hasValue={employee.has_ssn} {...register('ssn')} />
 */
export const SSNField = forwardRef<HTMLInputElement, SSNFieldProps>(function SSNField(
  { hasValue, hint, required, ...props },
  ref,
) {
  const { t } = useCoreMessages();
  const onFile = hasValue ? t('ssn.onFile') : null;
  return (
    <MaskedField
      ref={ref}
      mask={masks.ssn}
      autoComplete="off"
      placeholder={t('ssn.placeholder')}
      hint={
        onFile && hint ? (
          <>
            {hint} {onFile}
          </>
        ) : (
          (onFile ?? hint)
        )
      }
      // With a number on file, blank is a valid answer.
      required={hasValue ? false : required}
      data-has-value={hasValue ? '' : undefined}
      {...props}
    />
  );
});
