import type { RecurringReimbursement } from '../../api/reimbursements/types';
import { usePrimitives, useFormat, Spinner as DefaultSpinner } from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { ListFormView } from '../shared/ListFormView';
import type { EmployeeManagementEventHandler } from './events';
import { RecurringReimbursementList } from './RecurringReimbursementList';
import { useManagementMessages } from './useManagementMessages';

function FormPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useManagementMessages();
  return <Spinner label={t('reimbursements.form.loading')} />;
}

/** The form (react-hook-form and zod) is fetched on idle, not with the section. */
const RecurringReimbursementForm = lazyScreen(
  () => import('./RecurringReimbursementForm').then((module) => module.RecurringReimbursementForm),
  FormPending,
);

/** Props of {@link EmployeeReimbursements}. */
export interface EmployeeReimbursementsProps {
  companyId: string;
  employeeId: string;
  onEvent?: EmployeeManagementEventHandler;
}

/**
 * The employee's recurring reimbursements, a block a partner can render alone
 * (contract.md#reimbursements): what every regular payroll pays them back untaxed beside the net
 * pay, each with its amount per pay period; add one, edit one (version-aware: a colleague's change
 * is asked about), remove one after a confirmation. Focus returns to the row's Edit button after
 * an edit, the list heading after an add, and after a remove to the next row or the Add button.
 *
 * @example
 * <EmployeeReimbursements companyId={companyId} employeeId={employeeId} onEvent={track} />
 */
export function EmployeeReimbursements({ companyId, employeeId, onEvent }: EmployeeReimbursementsProps) {
  const { t } = useManagementMessages();
  const format = useFormat();
  usePrefetchOnIdle(RecurringReimbursementForm);
  return (
    <ListFormView<RecurringReimbursement, string>
      editAttribute="data-reimbursement-edit"
      addAttribute="data-reimbursement-add"
      savedNotice={(reimbursement, created) =>
        t(created ? 'reimbursements.created' : 'reimbursements.updated', {
          description: reimbursement.description,
          amount: format.money(reimbursement.amount),
        })
      }
      list={(view) => (
        <RecurringReimbursementList
          companyId={companyId}
          employeeId={employeeId}
          onEvent={onEvent}
          {...view}
        />
      )}
      form={(view) => (
        <RecurringReimbursementForm
          companyId={companyId}
          employeeId={employeeId}
          reimbursementId={view.recordId}
          {...view}
        />
      )}
    />
  );
}
