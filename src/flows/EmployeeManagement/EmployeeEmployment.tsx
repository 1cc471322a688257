import { useFormat } from '../../ui';
import { ListFormView } from '../shared/ListFormView';
import type { EmployeeManagementEventHandler } from './events';
import { EmploymentSummary } from './EmploymentSummary';
import { RehireForm } from './RehireForm';
import { TerminationForm } from './TerminationForm';
import { useManagementMessages } from './useManagementMessages';

/** Props of {@link EmployeeEmployment}. */
export interface EmployeeEmploymentProps {
  companyId: string;
  employeeId: string;
  /**
   * The employee's dismissal payroll was created ("Run the dismissal payroll" after a termination
   * that asks for one): open `<PayrollRun payrollId={payrollId} />` to run it.
   *
   * @example
   * <EmployeeEmployment companyId={companyId} employeeId={employeeId} onRunDismissalPayroll={(id) => navigate(`/payroll/${id}`)} />
   */
  onRunDismissalPayroll?: (payrollId: string) => void;
  onEvent?: EmployeeManagementEventHandler;
}

/**
 * The employee's employment, a block a partner can render alone: terminate (last day, and whether
 * a dismissal payroll pays the final wages), change or cancel a termination while allowed, run
 * the dismissal payroll, rehire, and the employment history.
 *
 * @example
 * <EmployeeEmployment companyId={companyId} employeeId={employeeId} onRunDismissalPayroll={openPayrollRun} />
 */
export function EmployeeEmployment(props: EmployeeEmploymentProps) {
  const { companyId, employeeId, onEvent } = props;
  const { t } = useManagementMessages();
  const format = useFormat();
  return (
    <ListFormView<{ uuid: string; effective_date: string }, string>
      editAttribute="data-employment-edit"
      savedNotice={(record) =>
        t(record.uuid === 'rehire' ? 'employment.rehired' : 'employment.lastDay', {
          date: format.date(record.effective_date),
        })
      }
      list={(view) => <EmploymentSummary {...props} {...view} onEdit={(form) => view.onEdit(form)} />}
      form={(view) => {
        // Both forms are about the same employee and open in the same place.
        const shown = {
          companyId,
          employeeId,
          onEvent,
          headingRef: view.headingRef,
          onCancel: view.onCancel,
        };
        return view.recordId === 'rehire' ? (
          <RehireForm {...shown} onSaved={(rehire) => view.onSaved({ ...rehire, uuid: 'rehire' }, true)} />
        ) : (
          <TerminationForm {...shown} onSaved={view.onSaved} />
        );
      }}
    />
  );
}
