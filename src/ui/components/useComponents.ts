import { useContext, useMemo } from 'react';
import { UIContext } from '../context/UIContext';
import { defaultComponents, type Components } from './components';

/**
 * The primitives to render: the partner's replacements from the provider's `components` prop,
 * ours for the rest. Flows render every primitive through this, so an adapter applies everywhere.
 *
 * @example
 * const { Button, TextField } = useComponents();
 * <TextField label="First name" {...register('first_name')} />
 */
export function useComponents(): Components {
  const { components } = useContext(UIContext);
  return useMemo(() => ({ ...defaultComponents, ...(components as Partial<Components>) }), [components]);
}
