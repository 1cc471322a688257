import type { TokenProvider } from './tokens';

/**
 * The `verify` step of the webhook handshake against the service:
 * `PUT /v1/webhook_subscriptions/{uuid}/verify` with the system-level token, which only the
 * server holds and which never serves a browser request.
 *
 * @example
 * const verify = subscriptionVerifier({ baseUrl: 'https://api.payroll.example', tokens: staticToken(systemToken) });
 * createWebhookReceiver({ verify });
 */
export function subscriptionVerifier(options: {
  baseUrl: string;
  tokens: TokenProvider;
  fetch?: (request: Request) => Promise<Response>;
}): (subscriptionUuid: string, verificationToken: string) => Promise<void> {
  const doFetch = options.fetch ?? ((request: Request) => fetch(request));
  return async (subscriptionUuid, verificationToken) => {
    const response = await doFetch(
      new Request(
        `${options.baseUrl.replace(/\/$/, '')}/v1/webhook_subscriptions/${encodeURIComponent(subscriptionUuid)}/verify`,
        {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${await options.tokens.getAccessToken()}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ verification_token: verificationToken }),
        },
      ),
    );
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The service refused the verification (${response.status}).`);
  };
}

/**
 * Asks the service to send a subscription's verification handshake again
 * (`GET /v1/webhook_subscriptions/{uuid}/request_verification_token`, system token): the
 * `reverify` step of a receiver whose store lost the token (Redis restarted with no persistence).
 *
 * @example
 * const requestVerificationToken = verificationTokenRequester({ baseUrl, tokens: staticToken(systemToken) });
 * createWebhookReceiver({ verify, reverify: { subscriptions: () => [subscriptionUuid], requestVerificationToken } });
 */
export function verificationTokenRequester(options: {
  baseUrl: string;
  tokens: TokenProvider;
  fetch?: (request: Request) => Promise<Response>;
}): (subscriptionUuid: string) => Promise<void> {
  const doFetch = options.fetch ?? ((request: Request) => fetch(request));
  return async (subscriptionUuid) => {
    const response = await doFetch(
      new Request(
        `${options.baseUrl.replace(/\/$/, '')}/v1/webhook_subscriptions/${encodeURIComponent(subscriptionUuid)}/request_verification_token`,
        { headers: { authorization: `Bearer ${await options.tokens.getAccessToken()}` } },
      ),
    );
    await response.body?.cancel();
    if (!response.ok)
      throw new Error(`The service refused to resend the verification token (${response.status}).`);
  };
}
