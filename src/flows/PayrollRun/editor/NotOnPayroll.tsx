import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** How many names the note spells out; the rest are counted. */
const NAMED = 5;

/**
 * Who a regular payroll leaves out: an active employee whose onboarding is not finished is not on
 * it (contract.md#payroll-run), so the editor names them (`usePayrollPayFacts().inOnboarding`), and
 * nobody goes unpaid unnoticed behind a "Showing 9 of 9".
 *
 * @example
 * <NotOnPayroll names={pay.inOnboarding} />
 */
export function NotOnPayroll({ names }: { names: readonly string[] }) {
  const { t } = usePayrollRunMessages();
  if (names.length === 0) return null;
  const named = names.slice(0, NAMED);
  if (names.length > NAMED) named.push(t('editor.notOnPayroll.more', { count: names.length - NAMED }));
  return (
    <p className="pk-payroll-run__muted" data-not-on-payroll>
      {t('editor.notOnPayroll', { count: names.length, names: named.join(', ') })}
    </p>
  );
}
