import { useState } from 'react';
import { useDismissalPayPeriods, useCreateDismissalPayroll } from '../../hooks/employment';
import { usePrimitives, useFormat, Alert as DefaultAlert, Button as DefaultButton } from '../../ui';
import type { EmployeeManagementEventHandler } from './events';
import { useManagementMessages } from './useManagementMessages';

/** Props of {@link DismissalPayrollAction}. */
export interface DismissalPayrollActionProps {
  companyId: string;
  employeeId: string;
  /** The dismissal payroll was created: open `<PayrollRun payrollId>` on it. */
  onRunDismissalPayroll?: (payrollId: string) => void;
  onEvent?: EmployeeManagementEventHandler;
}

/**
 * While a terminated employee's last pay period waits for its dismissal payroll: the period and
 * "Run the dismissal payroll", which creates the "Dismissed employee" payroll (final wages and
 * paid-out time off pre-filled by the service) and hands it to the partner to run.
 *
 * @example
 * <DismissalPayrollAction companyId={companyId} employeeId={employeeId} onRunDismissalPayroll={openPayrollRun} />
 */
export function DismissalPayrollAction({
  companyId,
  employeeId,
  onRunDismissalPayroll,
  onEvent,
}: DismissalPayrollActionProps) {
  const { Alert, Button } = usePrimitives({ Alert: DefaultAlert, Button: DefaultButton });
  const { t } = useManagementMessages();
  const format = useFormat();
  const period = useDismissalPayPeriods(companyId).data?.find((entry) => entry.employee_uuid === employeeId);
  const create = useCreateDismissalPayroll(companyId);
  // The period stays listed until its payroll is processed: a second press opens the same payroll.
  const [created, setCreated] = useState<string>();
  if (!period) return null;
  const run = async () => {
    if (created) return onRunDismissalPayroll?.(created);
    try {
      const payroll = await create.mutateAsync(period);
      setCreated(payroll.uuid);
      onEvent?.('dismissalPayroll.created', { employeeId, payrollId: payroll.uuid });
      onRunDismissalPayroll?.(payroll.uuid);
    } catch (error) {
      onEvent?.('error', { error: error as Error });
    }
  };
  return (
    <Alert
      tone="info"
      action={
        <Button type="button" loading={create.isPending} onClick={() => void run()}>
          {t(created ? 'employment.openDismissal' : 'employment.runDismissal')}
        </Button>
      }
    >
      {t('employment.runDismissal.description', {
        start: format.date(period.start_date),
        end: format.date(period.end_date),
        check: format.date(period.check_date),
      })}
      {create.isError ? <p>{t('employment.runDismissal.error')}</p> : null}
    </Alert>
  );
}
