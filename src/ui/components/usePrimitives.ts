import { useContext, useMemo } from 'react';
import { UIContext } from '../context/UIContext';
import type { Components } from './components';

/**
 * The primitives a component renders: the partner's replacements from the provider's
 * `components` prop, the given defaults for the rest. Every flow renders its primitives through
 * this, so an adapter applies everywhere, and names the defaults it uses, so a page ships only the
 * primitives its flows render (`useComponents()` would bring them all).
 *
 * @example
 * const { Button, TextField } = usePrimitives({ Button: DefaultButton, TextField: DefaultTextField });
 * <TextField label="First name" {...register('first_name')} />
 */
export function usePrimitives<Name extends keyof Components>(
  defaults: Pick<Components, Name>,
): Pick<Components, Name> {
  const overrides = useContext(UIContext).components as Partial<Components>;
  const names = Object.keys(defaults) as Name[];
  // `defaults` is a fresh literal each render but its values are module-level components: the
  // result changes only when the names asked for or a partner's replacements change.
  return useMemo(
    () => {
      const chosen = { ...defaults };
      for (const name of names) {
        const replacement = overrides[name];
        if (replacement) chosen[name] = replacement as Components[Name];
      }
      return chosen;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [overrides, names.join()],
  );
}
