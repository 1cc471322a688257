import type { IncomingMessage, ServerResponse } from 'node:http';
import { toNodeListener, type WebHandler } from './node';

/**
 * Mounts a Web handler (the proxy, the webhook receiver) as Express/Connect-style middleware.
 * Requests outside `basePath` go to `next()`. It reads the original URL, because Express strips
 * the mount path from `req.url` inside `app.use('/api/payroll', …)`.
 *
 * @example
 * import express from 'express';
 * const app = express();
 * app.use(toMiddleware(createPayrollProxy(options), { basePath: '/api/payroll' }));
 */
export function toMiddleware(
  handler: WebHandler,
  { basePath = '/' }: { basePath?: string } = {},
): (
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void {
  const listener = toNodeListener(handler);
  const prefix = basePath.replace(/\/$/, '');
  return (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    if (prefix !== '' && path !== prefix && !path.startsWith(`${prefix}/`)) {
      next();
      return;
    }
    req.url = url;
    listener(req, res);
  };
}
