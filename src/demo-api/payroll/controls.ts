import { ApiError, type ErrorEntry, invalidAttribute, notFound } from '../errors';
import { readFields } from '../fields';
import { money } from '../money/money';
import { fastPaymentLimitOf, setFastPaymentLimit } from '../paymentConfigs/fastPaymentLimit';
import { PAYROLL_BLOCKER_KEYS } from './payrollBlockers';
import { DEFAULT_PROCESSING_ERROR } from './payrollRun';
import type { DemoService, RouteResult } from '../service';
import type { ProcessingErrorRecord } from './records';

/**
 * The payroll test controls under `/__demo/` (no token, documented in the demo README):
 *
 * - `PUT /__demo/companies/{company_uuid}/blockers {"keys": [...]}` sets the company's payroll
 *   blockers to any keys of UPSTREAM E.9 (`[]` clears them);
 * - `POST /__demo/payrolls/{payroll_uuid}/fail-next {"step": "calculate" | "submit", "errors": [...]}`
 *   makes the next calculate or submit of that payroll end in `processing_failed` with those
 *   entries (a default entry without `errors`); `"step": "update"` makes the next update of its rows
 *   answer 422 with those entries (default: `base` `invalid_operation`), changing nothing;
 * - `PUT /__demo/companies/{company_uuid}/settings {"fast_ach_threshold": "100000.00"}` sets the
 *   company debit above which two-day ACH is blocked (`null` removes the limit): the company's
 *   payment configs' `fast_payment_limit`, one setting (DECISIONS 70).
 *
 * Returns undefined for any other path.
 *
 * @example
 * await payrollControls(service, 'PUT', `/__demo/companies/${id}/blockers`, { keys: ['suspended'] });
 */
export function payrollControls(
  service: DemoService,
  method: string,
  path: string,
  body: Record<string, unknown>,
): RouteResult | undefined {
  const company = /^\/__demo\/companies\/([^/]+)\/(blockers|settings)$/.exec(path);
  if (method === 'PUT' && company) {
    const record = service.store.companies.get(pathSegment(company[1]!));
    if (!record) throw notFound();
    if (company[2] === 'blockers') {
      const values = readFields(body, { keys: { kind: 'array', required: true } });
      const keys = values.keys as unknown[];
      const unknown = keys.filter((k) => typeof k !== 'string' || !PAYROLL_BLOCKER_KEYS.includes(k));
      if (unknown.length > 0) {
        throw new ApiError(422, [
          invalidAttribute('keys', `keys must be payroll blocker keys: ${PAYROLL_BLOCKER_KEYS.join(', ')}.`, {
            unknown_keys: unknown.map(String),
          }),
        ]);
      }
      record.payrollBlockerKeys = [...new Set(keys as string[])];
      return { status: 200, body: { keys: record.payrollBlockerKeys } };
    }
    const values = readFields(body, {
      fast_ach_threshold: { kind: 'money', min: 0, required: true, nullable: true },
    });
    setFastPaymentLimit(record, values.fast_ach_threshold as number | null);
    const limit = fastPaymentLimitOf(record);
    return { status: 200, body: { fast_ach_threshold: limit === null ? null : money(limit) } };
  }
  const failNext = /^\/__demo\/payrolls\/([^/]+)\/fail-next$/.exec(path);
  if (method === 'POST' && failNext) {
    const payroll = service.store.payrolls.get(pathSegment(failNext[1]!));
    if (!payroll) throw notFound();
    const values = readFields(body, {
      step: { kind: 'enum', values: ['calculate', 'submit', 'update'], required: true },
      errors: { kind: 'array' },
    });
    const step = values.step as 'calculate' | 'submit' | 'update';
    const errors =
      values.errors !== undefined
        ? readErrors(values.errors as unknown[])
        : step === 'update'
          ? [DEFAULT_UPDATE_REFUSAL]
          : [DEFAULT_PROCESSING_ERROR];
    payroll.failNext[step] = errors;
    return { status: 204 };
  }
  return undefined;
}

/** What the next update answers when the fail-next control gives no entries. */
const DEFAULT_UPDATE_REFUSAL: ProcessingErrorRecord = {
  error_key: 'base',
  category: 'invalid_operation',
  message: 'The payroll could not be updated just now. Try again.',
};

/** A path segment as text; a malformed escape names nothing (404), never a 500. */
function pathSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

/** Each entry needs `error_key` and `category` (text); `message` and `metadata` are kept as sent. */
function readErrors(raw: unknown[]): ProcessingErrorRecord[] {
  const problems: ErrorEntry[] = [];
  const errors: ProcessingErrorRecord[] = [];
  raw.forEach((item, idx) => {
    const data =
      item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : null;
    if (!data || typeof data.error_key !== 'string' || typeof data.category !== 'string') {
      problems.push({ ...invalidAttribute('errors', 'Each error needs error_key and category text.'), idx });
      return;
    }
    errors.push({
      error_key: data.error_key,
      category: data.category,
      ...(typeof data.message === 'string' ? { message: data.message } : {}),
      ...(data.metadata && typeof data.metadata === 'object' && !Array.isArray(data.metadata)
        ? { metadata: data.metadata as Record<string, unknown> }
        : {}),
    });
  });
  if (problems.length > 0) throw new ApiError(422, problems);
  return errors;
}
