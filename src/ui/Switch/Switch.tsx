import { forwardRef } from 'react';
import { Checkbox, type CheckboxProps } from '../Checkbox/Checkbox';

/** Props of {@link Switch}: the same contract as {@link CheckboxProps}. */
export type SwitchProps = Omit<CheckboxProps, 'role'>;

/**
 * An on/off setting that applies at once. A native checkbox with `role="switch"`, so Space
 * toggles it, forms submit it and `register` works.
 *
 * @example
 * <Switch label="Send the employee a self-onboarding invite" {...register('self_onboarding')} />
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(props, ref) {
  return <Checkbox ref={ref} role="switch" {...props} />;
});
