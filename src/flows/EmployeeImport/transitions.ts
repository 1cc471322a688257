import type { FlowTable } from '../shared/flowTable';

/**
 * What `<EmployeeImport/>` shows: its landing (the template, the file to choose) or the review of
 * a chosen file's rows (preview, send, results, fixes).
 *
 * @example
 * const screen: EmployeeImportScreen = 'landing';
 */
export type EmployeeImportScreen = 'landing' | 'review';

/**
 * What moves `<EmployeeImport/>`: a file chosen on the landing, "Choose another file" from the review.
 *
 * @example
 * const move: EmployeeImportMove = { type: 'fileChosen' };
 */
export type EmployeeImportMove = { type: 'fileChosen' } | { type: 'startOver' };

/**
 * Every move of `<EmployeeImport/>`, applied by `EmployeeImport.tsx`.
 *
 * @example
 * applyMove(employeeImportTransitions, { type: 'fileChosen' }, undefined, 'landing'); // 'review'
 */
export const employeeImportTransitions: FlowTable<
  EmployeeImportScreen,
  EmployeeImportScreen,
  EmployeeImportMove,
  undefined
> = {
  node: (screen) => screen,
  start: ['landing'],
  edges: [
    { from: ['landing'], move: 'fileChosen', to: [['review']] },
    { from: ['review'], move: 'startOver', to: [['landing']] },
  ],
};

/** The words of the flow's README diagram (`scripts/flow-diagrams.ts`). */
export const employeeImportDiagramWords = {
  'state.landing': 'the CSV template to download, the file to choose',
  'state.review':
    'each row checked before sending; send the ready rows; each row’s result; refused rows fixed in place and sent again',
  fileChosen: 'File chosen',
  startOver: 'Choose another file',
};
