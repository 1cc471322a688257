import type { EmployeeCompensation } from '../../../api/types/payrolls';
import type { PayFacts, RowPatch, RowSaveState } from './editorRows';

/**
 * What the payroll editor needs from the headless layer: the rows with the user's drafts applied,
 * each row's save state, and a way to edit (saved in the background, in chunks). The flow adapts
 * `usePayrollEditor` to it, stories and benches can feed it directly.
 *
 * @example
 * const model: PayrollEditorModel = usePayrollEditorModel(companyId, payrollId);
 */
export interface PayrollEditorModel {
  /** Every row, drafts applied; undefined until the first page arrives. */
  rows: readonly EmployeeCompensation[] | undefined;
  /** The rows could not be loaded (prepare or read failed). */
  loadError?: unknown;
  retryLoad?: () => void;
  /** Fixed earnings the payroll offers (its `fixed_compensation_types`, Reimbursement aside). */
  earnings: readonly string[];
  saveState: (employeeId: string) => RowSaveState;
  edit: (employeeId: string, patch: RowPatch) => void;
  /** Rows edited here and not yet confirmed by the service. */
  unsavedCount: number;
  /** Rows whose save failed. */
  errorCount: number;
  /** True when the row differs from what the payroll held when the editor opened. */
  changed: (employeeId: string) => boolean;
  /** Sends everything pending now and resolves once the service has it (before calculating). */
  flush: () => Promise<void>;
  /** Retries the failed rows; absent while none failed (rows in conflict wait for a choice). */
  retryFailed?: () => void;
  /** A conflicting field the user also changed: keep the user's value, or take the other one. */
  resolveConflict?: (employeeId: string, choice: 'mine' | 'theirs') => void;
  payFacts?: (employeeId: string) => PayFacts | undefined;
  jobTitle?: (jobUuid: string) => string | undefined;
}
