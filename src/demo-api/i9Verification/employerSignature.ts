import { ApiError, type ErrorEntry, invalidAttribute } from '../errors';
import { isIpAddress } from '../formats/formats';
import type { I9EmployerSignature } from './records';

const SIGN_FIELDS = [
  'signature_text',
  'signer_title',
  'agree',
  'signed_by_ip_address',
  'additional_info',
  'alt_procedure',
];

/** What `employer_sign` keeps beside the signature: the employer's notes of section 2. */
export interface EmployerSignatureFields {
  signature: Omit<I9EmployerSignature, 'signedAt'>;
  additional_info?: string | null;
  alt_procedure?: boolean | null;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Reads the body of `PUT …/i9_authorization/employer_sign` (UPSTREAM-3 L.4): `signature_text`,
 * `signer_title`, `agree: true` and the signer's IP (the body's, else the proxy's `X-Client-IP`
 * or the upstream's `x-gusto-client-ip`); each refusal is 422 `invalid_attribute_value` on its
 * field, all at once, as the upstream's `i9_employer_sign_invalid_params`.
 *
 * @example
 * const { signature } = readEmployerSignature(request.body, request.headers);
 */
export function readEmployerSignature(
  body: Record<string, unknown>,
  headers: Headers,
): EmployerSignatureFields {
  const errors: ErrorEntry[] = Object.keys(body)
    .filter((key) => !SIGN_FIELDS.includes(key))
    .map((key) => invalidAttribute(key, `${key} is not a field of this request.`));
  const ip = body.signed_by_ip_address ?? headers.get('x-client-ip') ?? headers.get('x-gusto-client-ip');
  if (!filled(ip) || !isIpAddress(ip.trim()))
    errors.push(invalidAttribute('signed_by_ip_address', 'Signed by IP address is invalid'));
  if (!filled(body.signer_title)) errors.push(invalidAttribute('signer_title', 'Signer title is required'));
  if (body.agree !== true) errors.push(invalidAttribute('agree', 'You must agree to sign electronically'));
  if (!filled(body.signature_text))
    errors.push(invalidAttribute('signature_text', 'Signature text is required'));
  const { additional_info, alt_procedure } = body;
  if (additional_info !== undefined && additional_info !== null && typeof additional_info !== 'string')
    errors.push(invalidAttribute('additional_info', 'additional_info must be text.'));
  if (alt_procedure !== undefined && alt_procedure !== null && typeof alt_procedure !== 'boolean')
    errors.push(invalidAttribute('alt_procedure', 'alt_procedure must be true or false.'));
  if (errors.length > 0) throw new ApiError(422, errors);
  return {
    signature: {
      signature_text: (body.signature_text as string).trim(),
      signer_title: (body.signer_title as string).trim(),
      signed_by_ip_address: (ip as string).trim(),
    },
    ...(additional_info !== undefined ? { additional_info: additional_info as string | null } : {}),
    ...(alt_procedure !== undefined ? { alt_procedure: alt_procedure as boolean | null } : {}),
  };
}
