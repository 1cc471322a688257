import { invalidAttribute, invalidOperation, missingParameter, notFound, unprocessable } from '../errors';
import { runDayOf } from '../payroll/payrollDates';
import type { DemoService, RouteResult } from '../service';
import { sumPayroll } from '../taxModel/taxModel';
import { isAchReturnCode } from './achReturnCodes';
import { failDebit } from './recoveryCaseRules';
import { recoveryCaseView } from './views';

/**
 * The demo's control for what only the bank can do (DECISIONS 70):
 * `POST /__demo/payrolls/{payroll_uuid}/fail_debit {"code": "R01"}` returns a processed payroll's
 * company debit with that ACH return code: a recovery case `open` for its debit (the company's
 * payroll blocked by `pending_recovery_case`), or, while its case awaits a redebit, that redebit
 * returned (back to `open`). A code not `R01` … `R29`: 422 on `code`; a payroll not processed:
 * 422 `invalid_operation` on `base`. Answers 201 with the case.
 *
 * @example
 * recoveryCaseControls(service, 'POST', `/__demo/payrolls/${id}/fail_debit`, { code: 'R01' });
 */
export function recoveryCaseControls(
  service: DemoService,
  method: string,
  path: string,
  body: Record<string, unknown>,
): RouteResult | undefined {
  const match = /^\/__demo\/payrolls\/([^/]+)\/fail_debit$/.exec(path);
  if (method !== 'POST' || !match) return undefined;
  let uuid = '';
  try {
    uuid = decodeURIComponent(match[1]!);
  } catch {
    // A malformed escape names nothing: 404, never a 500.
  }
  const payroll = service.store.payrolls.get(uuid);
  if (!payroll) throw notFound();
  if (body.code === undefined || body.code === null) throw unprocessable([missingParameter('code')]);
  if (!isAchReturnCode(body.code))
    throw unprocessable([invalidAttribute('code', 'code must be an ACH return code, R01 to R29.')]);
  if (!payroll.processed || !payroll.results)
    throw invalidOperation('Only a processed payroll has a debit to fail.');
  const record = failDebit(
    service,
    {
      companyUuid: payroll.companyUuid,
      payrollUuid: payroll.uuid,
      contractorPaymentUuids: null,
      debitDate: payroll.paymentSpeedChanged?.current_debit_date ?? runDayOf(payroll.check_date),
      checkDate: payroll.check_date,
      amount: sumPayroll(payroll.results).companyDebit,
    },
    body.code,
  );
  return { status: 201, body: recoveryCaseView(record) };
}
