/** Hosts that browsers treat as a secure context over plain http, where `Secure` would be refused. */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** Options of {@link sessionCookie}. */
export interface SessionCookieOptions {
  /** The host the cookie is set for (the request's `Host`, port allowed): `Secure` unless loopback. */
  host: string;
  /** Seconds until it expires; a browser-session cookie without it. */
  maxAgeSeconds?: number;
  /** Default `/`. */
  path?: string;
}

/**
 * A `Set-Cookie` value for the partner's own session: `HttpOnly` (page scripts never read it),
 * `SameSite=Strict` (no cross-site request carries it), and `Secure` everywhere but on a loopback
 * host, where a plain-http development server would otherwise lose it.
 *
 * @example
 * response.headers.append('set-cookie', sessionCookie('sid', sessionId, { host: request.headers.get('host')! }));
 * // 'sid=…; Path=/; HttpOnly; SameSite=Strict; Secure'
 */
export function sessionCookie(name: string, value: string, options: SessionCookieOptions): string {
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) throw new TypeError(`Invalid cookie name: ${name}`);
  const hostname = options.host.replace(/:\d+$/, '').toLowerCase();
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  if (!LOOPBACK.test(hostname)) parts.push('Secure');
  return parts.join('; ');
}
