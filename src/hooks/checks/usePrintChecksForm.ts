import * as z from 'zod/mini';
import type { PayrollChecks, PrintChecksBody } from '../../api/checks/types';
import { useApiForm, type ApiForm } from '../useApiForm';
import { usePrintPayrollChecks } from './mutations';

/**
 * Values of the print checks form, as typed: the stock, and the first check's number (bottom
 * stock only; blank: the company's numbering goes on).
 *
 * @example
 * const values: PrintChecksValues = { printing_format: 'bottom', starting_check_number: '5001' };
 */
export interface PrintChecksValues {
  printing_format: 'top' | 'bottom';
  starting_check_number: string;
}

/**
 * Options of {@link usePrintChecksForm}.
 *
 * @example
 * usePrintChecksForm({ payrollId, onRequested: (checks) => setRequest(checks.request_uuid) });
 */
export interface PrintChecksFormOptions {
  payrollId: string;
  onRequested?: (checks: PayrollChecks) => void;
}

const formSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z.object({
      printing_format: z.enum(['top', 'bottom'], { error: 'validation.required' }),
      // A whole number from 0, at most ten digits (below 10¹⁰, UPSTREAM-3 M.8).
      starting_check_number: z.string().check(
        z.regex(/^\s*[0-9]*\s*$/, { error: 'validation.nonNegative', abort: true }),
        z.refine((value) => value.trim().length <= 10, { error: 'validation.tooLong' }),
      ),
    }),
    z.transform(({ printing_format, starting_check_number }): PrintChecksBody => {
      const number = starting_check_number.trim();
      // Only bottom stock takes a starting number (UPSTREAM-3 M.8); on top stock it is not sent.
      return printing_format === 'bottom' && number !== ''
        ? { printing_format, starting_check_number: Number(number) }
        : { printing_format };
    }),
  ))();

/**
 * Headless form printing a processed payroll's checks (contract.md#checks): top stock by default;
 * on bottom stock an optional starting number, a whole number (else `validation.nonNegative`) of at
 * most ten digits (else `validation.tooLong`), checked before any request. The service's 422s land on their fields (`base`,
 * a payroll with no one paid by check, on the form). One idempotency key per print.
 *
 * @example
 * const { form, submit, result } = usePrintChecksForm({ payrollId });
 * <form onSubmit={submit}>
 *   <select {...form.register('printing_format')}><option>top</option><option>bottom</option></select>
 *   <input {...form.register('starting_check_number')} inputMode="numeric" />
 * </form>
 */
export function usePrintChecksForm(
  options: PrintChecksFormOptions,
): ApiForm<PrintChecksValues, PayrollChecks, PrintChecksBody> {
  const print = usePrintPayrollChecks(options.payrollId);
  return useApiForm<PrintChecksValues, PayrollChecks, PrintChecksBody>({
    schema: formSchema,
    defaultValues: { printing_format: 'top', starting_check_number: '' },
    onSubmit: (body) => print.mutateAsync(body),
    onSuccess: (checks) => options.onRequested?.(checks),
  });
}
