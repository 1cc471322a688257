import { ApiError, invalidParameter } from './errors';

/**
 * A list's true/false filter (`onboarded`, `terminated`): absent → undefined, anything but
 * `true` or `false` → 422 `invalid_parameter` on that name.
 *
 * @example
 * queryFlag(url.searchParams, 'onboarded'); // true, false or undefined
 */
export function queryFlag(query: URLSearchParams, name: string): boolean | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  if (value !== 'true' && value !== 'false')
    throw new ApiError(422, [invalidParameter(name, `${name} must be true or false.`)]);
  return value === 'true';
}
