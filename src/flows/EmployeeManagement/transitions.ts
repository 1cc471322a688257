import { listFormWithout, type ListFormTable } from '../shared/listFormTable';

/**
 * Every move of `<EmployeeManagement/>`: the shared list-and-form table, the employee's page as
 * its form, without Add (employees are added by onboarding) nor Saved (each section of the page
 * saves on its own): Manage opens the page, Back returns to the list. Applied by `ListFormView`.
 *
 * @example
 * <ListFormView transitions={employeeManagementTransitions} … />
 */
export const employeeManagementTransitions: ListFormTable = listFormWithout('add', 'saved');

/**
 * The words of the flow's README diagram (`scripts/flow-diagrams.ts`), by move and state.
 *
 * @example
 * employeeManagementDiagramWords.edit; // 'Manage (focus on the employee’s name)'
 */
export const employeeManagementDiagramWords = {
  'state.form': 'the employee’s page',
  edit: 'Manage (focus on the employee’s name)',
  cancel: 'Back to employees (focus on their Manage button)',
};
