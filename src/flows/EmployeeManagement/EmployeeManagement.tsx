import type { Employee } from '../../api/employees/types';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { ListFormView } from '../shared/ListFormView';
import { DepartmentsSection } from './departments/DepartmentsSection';
import { EmployeeRoster } from './EmployeeRoster';
import type { EmployeeManagementEventHandler } from './events';
import { employeeManagementTransitions } from './transitions';

/** An employee's page (its sections and their forms) leaves the list's first load; fetched on idle. */
const EmployeePage = lazyScreen(() =>
  import('./departments/employeeScreens').then((module) => module.EmployeePage),
);

/** Props of {@link EmployeeManagement}. */
export interface EmployeeManagementProps {
  companyId: string;
  /**
   * A terminated employee's dismissal payroll was created: open `<PayrollRun payrollId>` on it,
   * where the admin reviews and submits the final pay.
   *
   * @example
   * <EmployeeManagement companyId={companyId} onRunDismissalPayroll={(payrollId) => setPayroll(payrollId)} />
   */
  onRunDismissalPayroll?: (payrollId: string) => void;
  onEvent?: EmployeeManagementEventHandler;
  /**
   * Keep the open employee in the URL (`?pk_employee_page=<uuid>`): opening one is a history
   * entry, and the browser's Back button returns to the list. Off by default: the partner's
   * router may own the URL.
   */
  urlSync?: boolean;
  /** The service's today (`YYYY-MM-DD`), which decides the pay in effect; the browser's by default. */
  today?: string;
}

/**
 * Employees after onboarding: the company's employees, then an employee's page with their job
 * and compensation (history, a pay change from a date), deductions and garnishments, pay stubs
 * (the PDF) and employment (terminate with a dismissal payroll, cancel while allowed, rehire,
 * history). Focus moves to the employee's name when their page opens, and back to their "Manage"
 * button when it closes.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <EmployeeManagement companyId={companyId} onRunDismissalPayroll={(payrollId) => openPayroll(payrollId)} />
 * </PayrollProvider>
 */
export function EmployeeManagement({
  companyId,
  onRunDismissalPayroll,
  onEvent,
  urlSync,
  today,
}: EmployeeManagementProps) {
  usePrefetchOnIdle(EmployeePage);
  return (
    <div className="pk-records pk-employee-management">
      <ListFormView<Employee, string>
        editAttribute="data-employee-manage"
        transitions={employeeManagementTransitions}
        urlSync={urlSync ? { param: 'pk_employee_page' } : undefined}
        savedNotice={() => ''}
        list={(view) => (
          <>
            <EmployeeRoster companyId={companyId} {...view} onAdd={undefined} notice={undefined} />
            <DepartmentsSection companyId={companyId} />
          </>
        )}
        form={(view) =>
          view.recordId ? (
            <EmployeePage
              companyId={companyId}
              employeeId={view.recordId}
              headingRef={view.headingRef}
              onBack={view.onCancel}
              onEvent={onEvent}
              onRunDismissalPayroll={onRunDismissalPayroll}
              today={today}
            />
          ) : null
        }
      />
    </div>
  );
}
