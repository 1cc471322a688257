import { ApiError, invalidAttribute, missingParameter } from '../errors';
import type { FieldRules } from '../fields';
import { isIpAddress } from '../formats/formats';

/**
 * The rules of an electronic signature, one home for employee forms, company forms and contractor
 * documents (UPSTREAM A.9, UPSTREAM-2 H.7, I.5; DECISIONS 37): the signer agrees, and the signer's
 * IP address comes from the body or, when the body has none, from the proxy's `X-Client-IP`.
 */
export const SIGNATURE_RULES = {
  agree: { kind: 'boolean', required: true },
  signed_by_ip_address: { kind: 'string' },
} satisfies FieldRules;

/**
 * `agree` must be `true` to sign: 422 on `agree` otherwise.
 *
 * @example
 * requireAgreement(values.agree);
 */
export function requireAgreement(agree: boolean | undefined): void {
  if (agree !== true)
    throw new ApiError(422, [invalidAttribute('agree', 'You must agree to sign electronically.')]);
}

/**
 * The signer's IP address: the body's, else the proxy-set `X-Client-IP` (DECISIONS 37); none is
 * 422 `missing_parameter`, one that is no IPv4 or IPv6 address is 422 on `signed_by_ip_address`.
 *
 * @example
 * const ip = signerIp(values.signed_by_ip_address, request.headers);
 */
export function signerIp(sent: string | undefined, headers: Headers): string {
  const ip = sent ?? headers.get('x-client-ip')?.trim();
  if (!ip) throw new ApiError(422, [missingParameter('signed_by_ip_address')]);
  if (!isIpAddress(ip))
    throw new ApiError(422, [
      invalidAttribute('signed_by_ip_address', 'signed_by_ip_address must be an IPv4 or IPv6 address.'),
    ]);
  return ip;
}
