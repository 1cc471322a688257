/**
 * One structured log line of the proxy or the webhook receiver. It carries the operation name
 * and the outcome, never headers or bodies, so tokens and SSNs have no way in.
 *
 * @example
 * const entry: ProxyLogEntry = { level: 'info', message: 'forwarded', operation: 'getEmployee', status: 200 };
 */
export interface ProxyLogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  operation?: string;
  method?: string;
  status?: number;
  durationMs?: number;
  companyId?: string;
  reason?: string;
}

/**
 * Receives log entries; every entry has passed through {@link redact} first.
 *
 * @example
 * const logger: ProxyLogger = (entry) => console.log(JSON.stringify(entry));
 */
export type ProxyLogger = (entry: ProxyLogEntry) => void;

// SSNs with or without dashes, and anything shaped like a bearer credential.
const SSN = /\b\d{3}-?\d{2}-?\d{4}\b/g;
const BEARER = /\bBearer\s+[^\s"',]+/gi;

/**
 * Masks SSNs, bearer credentials and the given secrets in a string. Applied to every log field
 * as a second line of defence, in case an error message echoes something it should not.
 *
 * @example
 * redact('Bearer abc 123-45-6789', []); // 'Bearer [redacted] [redacted-ssn]'
 */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(BEARER, 'Bearer [redacted]').replace(SSN, '[redacted-ssn]');
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  return out;
}

/**
 * Wraps a logger so every string field of every entry is redacted.
 *
 * @example
 * const log = redactingLogger(console.log, () => [currentToken]);
 */
export function redactingLogger(
  logger: ProxyLogger | undefined,
  secrets: () => readonly string[] = () => [],
): ProxyLogger {
  if (!logger) return () => {};
  return (entry) => {
    const clean: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(entry)) {
      clean[key] = typeof value === 'string' ? redact(value, secrets()) : value;
    }
    logger(clean as unknown as ProxyLogEntry);
  };
}
