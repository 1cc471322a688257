/**
 * A response in the contract's error shape (SPEC §7), so the browser client maps the proxy's own
 * refusals exactly like the service's errors.
 *
 * @example
 * return contractError(404, 'not_found', 'No such operation.');
 */
export function contractError(
  status: number,
  category: string,
  message: string,
  init: { errorKey?: string; headers?: Record<string, string> } = {},
): Response {
  return new Response(
    JSON.stringify({ errors: [{ error_key: init.errorKey ?? 'request', category, message }] }),
    {
      status,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...init.headers },
    },
  );
}
