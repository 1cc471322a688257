import { listFormWithout, type ListFormTable } from '../shared/listFormTable';

/**
 * Every move of `<PaymentSettings/>`, applied by its `ListFormView`: the shared list-and-form
 * table, the settings' overview as its list, without Add (a company has one set of payment
 * settings): Change payment speed opens the form; Saved and Cancel close it.
 *
 * @example
 * <ListFormView transitions={paymentSettingsTransitions} … />
 */
export const paymentSettingsTransitions: ListFormTable = listFormWithout('add');

/**
 * The words of the flow's README diagram (`scripts/flow-diagrams.ts`), by move and state.
 *
 * @example
 * paymentSettingsDiagramWords.edit; // 'Change payment speed'
 */
export const paymentSettingsDiagramWords = {
  'state.list': 'the payment speed and fast payment limit',
  edit: 'Change payment speed',
  saved: 'Saved (a notice says so, focus back on Change)',
  cancel: 'Cancel (asks before losing typed changes)',
};
