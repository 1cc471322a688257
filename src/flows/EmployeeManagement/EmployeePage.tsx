import { useId, type Ref } from 'react';
import { useEmployee } from '../../hooks/employees';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../ui';
import { EmployeeBenefits } from '../shared/benefits/EmployeeBenefits';
import { SubsectionHeadings } from '../shared/headingLevel';
import { lazyScreen } from '../shared/lazyScreen';
import { EmployeeCompensation } from './EmployeeCompensation';
import { EmployeeDeductions } from './EmployeeDeductions';
import { EmployeeDetails } from './EmployeeDetails';
import { EmployeeEmployment } from './EmployeeEmployment';
import { employeeName } from './employeeName';
import { EmployeePayStubs } from './EmployeePayStubs';
import type { EmployeeManagementEventHandler } from './events';
import { useManagementMessages } from './useManagementMessages';

// The time off section is fetched when the page shows it, like the detail sections.
const EmployeeTimeOffBalances = lazyScreen(() =>
  import('../shared/timeOff/EmployeeTimeOffBalances').then((module) => module.EmployeeTimeOffBalances),
);
// So is the recurring reimbursements section (its form a further chunk, fetched on idle).
const EmployeeReimbursements = lazyScreen(() =>
  import('./EmployeeReimbursements').then((module) => module.EmployeeReimbursements),
);

/** Props of {@link EmployeePage}. */
export interface EmployeePageProps {
  companyId: string;
  employeeId: string;
  /** "Back to employees" was pressed. */
  onBack?: () => void;
  onRunDismissalPayroll?: (payrollId: string) => void;
  onEvent?: EmployeeManagementEventHandler;
  /** Today (`YYYY-MM-DD`), which decides the pay in effect; the browser's by default. */
  today?: string;
  /** The employee's name heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One employee's page after onboarding: their name, then their details (personal details, home
 * and work address, federal and state taxes, payment method: {@link EmployeeDetails}), then a
 * section each for job and compensation, deductions and garnishments, recurring reimbursements,
 * benefits, time off balances with each policy's activity, pay stubs and employment. Each section
 * is a block a partner can also render alone ({@link EmployeeCompensation},
 * {@link EmployeeDeductions}, {@link EmployeePayStubs}, {@link EmployeeEmployment}).
 *
 * @example
 * <EmployeePage companyId={companyId} employeeId={employeeId} onBack={backToList} />
 */
export function EmployeePage(props: EmployeePageProps) {
  const { companyId, employeeId, onEvent } = props;
  const { Alert, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t } = useManagementMessages();
  const headingId = useId();
  const employee = useEmployee(employeeId);
  const back = props.onBack ? (
    <Button type="button" variant="ghost" onClick={props.onBack}>
      {t('page.back')}
    </Button>
  ) : null;
  if (employee.isLoading) return <Spinner label={t('page.loading')} />;
  if (!employee.data)
    return (
      <Alert tone="danger" action={back}>
        {t('page.error')}
      </Alert>
    );
  const name = employeeName(employee.data);
  return (
    <article className="pk-employee-management__page" aria-labelledby={headingId}>
      <div className="pk-flow-section__header">
        <h2 id={headingId} ref={props.headingRef} tabIndex={-1} className="pk-flow-section__title">
          {name}
        </h2>
        {back}
      </div>
      {/* The name is the page's h2; its sections (blocks that are h2 alone) are h3 here. */}
      <SubsectionHeadings>
        <EmployeeDetails companyId={companyId} employeeId={employeeId} />
        <EmployeeCompensation employeeId={employeeId} today={props.today} onEvent={onEvent} />
        <EmployeeDeductions employeeId={employeeId} onEvent={onEvent} />
        <EmployeeReimbursements companyId={companyId} employeeId={employeeId} onEvent={onEvent} />
        <EmployeeBenefits companyId={companyId} employeeId={employeeId} today={props.today} />
        <EmployeeTimeOffBalances companyId={companyId} employeeId={employeeId} />
        <EmployeePayStubs employeeId={employeeId} />
        <EmployeeEmployment
          companyId={companyId}
          employeeId={employeeId}
          onEvent={onEvent}
          onRunDismissalPayroll={props.onRunDismissalPayroll}
        />
      </SubsectionHeadings>
    </article>
  );
}
