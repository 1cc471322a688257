import { useId, useState } from 'react';
import type { PayrollChecks } from '../../../api/checks/types';
import { usePayrollReceipt } from '../../../hooks';
import { usePrintableChecks, usePrintChecksForm } from '../../../hooks/checks';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Button as DefaultButton,
  ErrorSummary as DefaultErrorSummary,
  RadioGroup as DefaultRadioGroup,
  Spinner as DefaultSpinner,
  TextField as DefaultTextField,
} from '../../../ui';
import { fieldErrorText } from '../../shared/fieldErrorText';
import { PdfLink } from '../../shared/PdfLink';
import { usePayrollMoneyMessages } from '../usePayrollMoneyMessages';

/** Props of {@link PrintChecks}. */
export interface PrintChecksProps {
  /** A processed payroll. */
  payrollId: string;
}

/** The widest starting number the service takes: ten digits (below 10¹⁰, UPSTREAM-3 M.8). */
const CHECK_NUMBER_DIGITS = 10;

/**
 * "Print checks" for a processed payroll that pays someone by check (contract.md#checks): the
 * check stock (top, or bottom with the bank's routing number, and for bottom the first check's
 * number; blank goes on from the company's last check), then the document as the service makes
 * it, and its PDF to open. Nothing shows when no one is paid by check. The form stays, so the
 * checks can be printed again (each print is its own request).
 *
 * @example
 * <PrintChecks payrollId={payrollId} />
 */
export function PrintChecks({ payrollId }: PrintChecksProps) {
  const { Alert, Button, ErrorSummary, RadioGroup, Spinner, TextField } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    ErrorSummary: DefaultErrorSummary,
    RadioGroup: DefaultRadioGroup,
    Spinner: DefaultSpinner,
    TextField: DefaultTextField,
  });
  const { t, lookup, summary } = usePayrollMoneyMessages();
  const headingId = useId();
  const receipt = usePayrollReceipt(payrollId);
  const [requested, setRequested] = useState<PayrollChecks>();
  const print = usePrintChecksForm({ payrollId, onRequested: setRequested });
  const document = usePrintableChecks(requested?.request_uuid);
  const byCheck = (receipt.data?.employee_compensations ?? []).filter(
    (line) => line.payment_method === 'Check',
  );
  if (byCheck.length === 0) return null;

  const { form } = print;
  const bottom = form.watch('printing_format') === 'bottom';
  const numbers = (requested?.employee_check_number_mapping ?? [])
    .map((check) => check.check_number)
    .filter((number): number is number => typeof number === 'number');
  const status = document.data?.status;
  const pdf = status === 'succeeded' ? document.data?.document_urls?.[0] : undefined;
  const error = (name: 'printing_format' | 'starting_check_number') =>
    fieldErrorText(lookup, form.formState.errors, name, { max: CHECK_NUMBER_DIGITS });

  return (
    <section className="pk-payroll-run__section" aria-labelledby={headingId} data-print-checks>
      <h3 id={headingId} className="pk-payroll-run__subtitle">
        {t('checks.title')}
      </h3>
      <p className="pk-payroll-run__muted">
        {t(byCheck.length === 1 ? 'checks.who' : 'checks.whoMany', { count: byCheck.length })}
      </p>
      <form noValidate onSubmit={print.submit} className="pk-payroll-run__form" aria-labelledby={headingId}>
        <ErrorSummary errors={summary(print.formErrors)} focusKey={form.formState.submitCount} />
        <RadioGroup
          {...form.register('printing_format')}
          label={t('checks.stock')}
          required
          error={error('printing_format')}
          options={[
            { value: 'top', label: t('checks.stock.top'), hint: t('checks.stock.topHint') },
            { value: 'bottom', label: t('checks.stock.bottom'), hint: t('checks.stock.bottomHint') },
          ]}
        />
        {bottom ? (
          <TextField
            {...form.register('starting_check_number')}
            label={t('checks.startingNumber')}
            hint={t('checks.startingNumber.hint')}
            error={error('starting_check_number')}
            inputMode="numeric"
            autoComplete="off"
          />
        ) : null}
        <div className="pk-payroll-run__actions">
          <Button type="submit" loading={print.isSubmitting}>
            {t('checks.print')}
          </Button>
        </div>
      </form>
      {requested ? (
        <div role="status">
          {status === 'failed' || (document.isError && !document.data) ? (
            <Alert tone="danger">{t('checks.failed')}</Alert>
          ) : pdf ? (
            <p>
              {numbers.length > 0
                ? t('checks.ready', { first: Math.min(...numbers), last: Math.max(...numbers) })
                : null}{' '}
              <PdfLink url={pdf}>{t('checks.open')}</PdfLink>
            </p>
          ) : (
            <Spinner label={t('checks.making')} />
          )}
        </div>
      ) : null}
    </section>
  );
}
