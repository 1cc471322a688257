import type { Garnishment } from '../../api/garnishments/types';
import { ListFormView } from '../shared/ListFormView';
import type { EmployeeManagementEventHandler } from './events';
import { GarnishmentForm } from './GarnishmentForm';
import { GarnishmentList } from './GarnishmentList';
import { useManagementMessages } from './useManagementMessages';

/** Props of {@link EmployeeDeductions}. */
export interface EmployeeDeductionsProps {
  employeeId: string;
  onEvent?: EmployeeManagementEventHandler;
}

/**
 * The employee's deductions and garnishments, a block a partner can render alone: the orders,
 * adding one (child support with its agency fields), editing and deactivating one. Focus returns
 * to the row's Edit button (or the list heading after an add).
 *
 * @example
 * <EmployeeDeductions employeeId={employeeId} onEvent={track} />
 */
export function EmployeeDeductions({ employeeId, onEvent }: EmployeeDeductionsProps) {
  const { t, lookup } = useManagementMessages();
  const describe = (garnishment: Garnishment) =>
    garnishment.description ||
    lookup(`type.${garnishment.garnishment_type ?? ''}`, garnishment.garnishment_type ?? '');
  return (
    <ListFormView<Garnishment, string>
      editAttribute="data-garnishment-edit"
      savedNotice={(garnishment, created) =>
        t(created ? 'garnishments.created' : 'garnishments.updated', { description: describe(garnishment) })
      }
      list={(view) => <GarnishmentList employeeId={employeeId} {...view} />}
      form={(view) => (
        <GarnishmentForm employeeId={employeeId} garnishmentId={view.recordId} onEvent={onEvent} {...view} />
      )}
    />
  );
}
