/**
 * Header the proxy requires on every call as its CSRF guard: a cross-site form cannot set a
 * custom header, and a cross-site script setting one triggers a CORS preflight the proxy never
 * answers. The client sends it; `payroll-kit/server` checks it (header names are case-insensitive).
 *
 * @example
 * request.headers.get(CSRF_HEADER) === CSRF_HEADER_VALUE;
 */
export const CSRF_HEADER = 'X-Requested-With';

/**
 * Value of {@link CSRF_HEADER}.
 *
 * @example
 * new Headers({ [CSRF_HEADER]: CSRF_HEADER_VALUE });
 */
export const CSRF_HEADER_VALUE = 'payroll-kit';
