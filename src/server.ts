/**
 * `payroll-kit/server`: the backend-for-frontend proxy that holds the payroll tokens and the webhook
 * receiver that turns the service's events into live page updates. Web-standard
 * `Request`/`Response` and Web Crypto only, no `node:` module, so it runs in Node, Next.js route
 * handlers and edge runtimes alike. The Node `http` adapters live in `payroll-kit/server/node`.
 * See `src/server/README.md`.
 *
 * @example
 * import { createPayrollProxy, staticToken } from 'payroll-kit/server';
 */
export { createPayrollProxy } from './server/proxy';
export type { PayrollProxyHandler, PayrollProxyOptions, PayrollSession } from './server/proxy';
export { staticToken, oauthRefreshToken, SessionEndedError } from './server/tokens';
export type { TokenProvider, OAuthRefreshTokenOptions } from './server/tokens';
export { companyTokensFromStore, storeCompanyTokens } from './server/companyTokens';
export type { CompanyTokenGrant } from './server/companyTokens';
export { createCompany } from './server/createCompany';
export type { CreateCompanyOptions, NewCompany } from './server/createCompany';
export { createWebhookReceiver } from './server/webhookReceiver';
export type { WebhookReceiver, WebhookReceiverOptions } from './server/webhookReceiver';
export type { WebhookEvent, CompanyEventHub, RecordedEvent } from './server/webhookEvent';
export { subscriptionVerifier, verificationTokenRequester } from './server/subscriptionVerifier';
export { signWebhookBody, verifyWebhookSignature, timingSafeEqualText } from './server/signature';
export { memoryStore } from './server/store';
export type { ProxyStore, AppendToLogOptions, LogEntry, LogRead } from './server/store';
export { redisStore } from './server/redisStore';
export type { RedisClientLike, RedisStoreOptions } from './server/redisStore';
export { redact } from './server/logger';
export type { ProxyLogger, ProxyLogEntry } from './server/logger';
export { buildEndpointInventory } from './server/endpointInventory';
export type { EndpointInventory, InventoryEntry } from './server/endpointInventory';
export type { ConnectionContext, WebHandler } from './server/node';
export { CSRF_HEADER, CSRF_VALUE } from './server/csrfGuard';
export { sessionCookie } from './server/sessionCookie';
export type { SessionCookieOptions } from './server/sessionCookie';
