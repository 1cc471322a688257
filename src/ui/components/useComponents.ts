import { defaultComponents, type Components } from './components';
import { usePrimitives } from './usePrimitives';

/**
 * Every primitive, by name: the partner's replacements from the provider's `components` prop, ours
 * for the rest. For a partner's own screens beside the flows, so they take the same adapter; the
 * flows themselves use {@link usePrimitives}, which ships only the primitives they render.
 *
 * @example
 * const { Button, TextField } = useComponents();
 * <TextField label="First name" {...register('first_name')} />
 */
export function useComponents(): Components {
  return usePrimitives(defaultComponents);
}
