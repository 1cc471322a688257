/**
 * Why a request target was refused before any routing: the tricks that make a proxy reach a
 * path it did not mean to (`..`, encoded slashes or dots, `//`, absolute URLs, backslashes).
 *
 * @example
 * findPathTrick('/api/payroll/v1/employees/%2E%2E/x'); // 'encoded-separator'
 */
export type PathTrick = 'absolute-url' | 'dot-segment' | 'empty-segment' | 'encoded-separator' | 'backslash';

const ENCODED_SEPARATOR = /%(2e|2f|5c|00|25)/i;

/**
 * Checks the raw request target (path and query as the client sent them, before any URL
 * normalisation resolved the tricks away); returns the trick found, or undefined.
 *
 * @example
 * findPathTrick('http://evil.example/api/payroll/v1/token_info'); // 'absolute-url'
 */
export function findPathTrick(rawTarget: string): PathTrick | undefined {
  if (!rawTarget.startsWith('/')) return 'absolute-url';
  const path = rawTarget.split('?')[0] ?? '';
  if (path.startsWith('//')) return 'absolute-url';
  if (path.includes('\\')) return 'backslash';
  if (ENCODED_SEPARATOR.test(path)) return 'encoded-separator';
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'dot-segment';
  // A trailing slash is tolerated; an empty segment in the middle is not.
  if (segments.slice(0, -1).some((segment) => segment === '')) return 'empty-segment';
  return undefined;
}

/**
 * The request target of a Web `Request` when no raw one is known: path plus query.
 *
 * @example
 * requestTarget(new Request('http://x/api?a=1')); // '/api?a=1'
 */
export function requestTarget(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}
