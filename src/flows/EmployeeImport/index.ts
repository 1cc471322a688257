export { EmployeeImport, type EmployeeImportProps } from './EmployeeImport';
export { employeeImportMessages, type EmployeeImportMessageKey } from './messages';
export {
  employeeImportEventTypes,
  type EmployeeImportEventHandler,
  type EmployeeImportEventMap,
} from './events';
export { IMPORT_COLUMNS, importTemplateCsv, type ImportColumn } from './importColumns';
export { ImportReview, type ImportReviewProps } from './ImportReview';
