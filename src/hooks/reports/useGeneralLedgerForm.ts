import * as z from 'zod/mini';
import { createGeneralLedgerReport } from '../../api/reports/operations';
import type { GeneralLedgerBody, GeneralLedgerRequest, LedgerAggregation } from '../../api/reports/types';
import { usePayrollClient } from '../PayrollClientProvider';
import { useApiForm, type ApiForm } from '../useApiForm';
import { useIdempotentCreate } from '../useIdempotentCreate';

/**
 * Values of the general ledger form, as chosen: the processed payroll, how the ledger is split,
 * and the accounting integration when split for one (blank otherwise).
 *
 * @example
 * const values: GeneralLedgerValues = { payroll_uuid: payroll.uuid, aggregation: 'integration', integration_type: 'qbo' };
 */
export interface GeneralLedgerValues {
  payroll_uuid: string;
  aggregation: LedgerAggregation;
  integration_type: '' | 'xero' | 'qbo';
}

/**
 * A general ledger as it is sent: the payroll of the path and the body.
 *
 * @example
 * const ask: GeneralLedgerAsk = { payrollId, body: { aggregation: 'job' } };
 */
export interface GeneralLedgerAsk {
  payrollId: string;
  body: GeneralLedgerBody;
}

/**
 * Options of {@link useGeneralLedgerForm}.
 *
 * @example
 * useGeneralLedgerForm({ onRequested: (request) => follow(request.request_uuid) });
 */
export interface GeneralLedgerFormOptions {
  /** The payroll chosen first, when the screen opens on one. */
  payrollId?: string;
  onRequested?: (request: GeneralLedgerRequest, asked: GeneralLedgerAsk) => void;
}

const formSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z
      .object({
        payroll_uuid: z.string().check(z.minLength(1, { error: 'validation.required' })),
        aggregation: z.enum(['default', 'job', 'department', 'integration'], {
          error: 'validation.required',
        }),
        integration_type: z.enum(['', 'xero', 'qbo']),
      })
      .check(
        z.refine((value) => value.aggregation !== 'integration' || value.integration_type !== '', {
          path: ['integration_type'],
          error: 'validation.required',
        }),
      ),
    z.transform((values): GeneralLedgerAsk => ({
      payrollId: values.payroll_uuid,
      body:
        values.aggregation === 'integration'
          ? { aggregation: 'integration', integration_type: values.integration_type as 'xero' | 'qbo' }
          : { aggregation: values.aggregation },
    })),
  ))();

/**
 * Headless form asking for a processed payroll's general ledger (contract.md#reports): the payroll
 * (else `validation.required` on `payroll_uuid`), the split (`default`, `job`, `department`, or
 * `integration` with its `integration_type`, Xero or QuickBooks Online, required only then), checked
 * before any request; the service's 422s land on their fields (`aggregation`, `integration_type`),
 * an unprocessed payroll's on the form. One idempotency key per request. The answer names the
 * request to follow with `useReport`; the file is JSON.
 *
 * @example
 * const { form, submit } = useGeneralLedgerForm({ onRequested: (request) => follow(request.request_uuid) });
 * <form onSubmit={submit}>
 *   <select {...form.register('payroll_uuid')}>…</select>
 * </form>
 */
export function useGeneralLedgerForm(
  options: GeneralLedgerFormOptions = {},
): ApiForm<GeneralLedgerValues, GeneralLedgerRequest, GeneralLedgerAsk> {
  const client = usePayrollClient();
  const create = useIdempotentCreate(
    async ({ payrollId, body }: GeneralLedgerAsk, idempotencyKey) =>
      (await createGeneralLedgerReport(client, payrollId, body, { idempotencyKey })).data,
  );
  return useApiForm<GeneralLedgerValues, GeneralLedgerRequest, GeneralLedgerAsk>({
    schema: formSchema,
    defaultValues: { payroll_uuid: options.payrollId ?? '', aggregation: 'default', integration_type: '' },
    onSubmit: (asked) => create.mutateAsync(asked),
    onSuccess: (request, asked) => options.onRequested?.(request, asked),
  });
}
