/**
 * Joins class names, skipping empty ones (the partner's `className` is appended to ours).
 *
 * @example
 * classNames('pk-button', undefined, 'partner'); // 'pk-button partner'
 */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
