import { usStateNames } from '../../hooks/schemas/usStates';

/**
 * The label a state option shows: the code first, so typing a code in the select still finds it,
 * then the name, so no one has to know what AS, GU or MP stand for.
 *
 * @example
 * usStateLabel('MP'); // 'MP – Northern Mariana Islands'
 */
export function usStateLabel(code: string): string {
  const name = usStateNames[code];
  return name ? `${code} – ${name}` : code;
}
