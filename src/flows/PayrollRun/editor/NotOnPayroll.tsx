import { useEmployees } from '../../../hooks';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** How many names the note spells out; the rest are counted. */
const NAMED = 5;

/**
 * Who a regular payroll leaves out: an active employee whose onboarding is not finished is not on
 * it (contract.md#payroll-run), so the editor names them, and nobody goes unpaid unnoticed behind
 * a "Showing 9 of 9".
 *
 * @example
 * <NotOnPayroll companyId={companyId} />
 */
export function NotOnPayroll({ companyId }: { companyId: string }) {
  const { t } = usePayrollRunMessages();
  const { data } = useEmployees(companyId, { onboarded: false, terminated: false, per: NAMED });
  if (!data?.totalCount) return null;
  const names = data.items.map((employee) => `${employee.first_name} ${employee.last_name}`);
  const rest = data.totalCount - names.length;
  if (rest > 0) names.push(t('editor.notOnPayroll.more', { count: rest }));
  return (
    <p className="pk-payroll-run__muted" data-not-on-payroll>
      {t('editor.notOnPayroll', { count: data.totalCount, names: names.join(', ') })}
    </p>
  );
}
