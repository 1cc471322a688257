export { useCreateCustomReport, useCreateFicaWageReport, useCreateGeneralLedgerReport } from './mutations';
export { REPORT_POLL_MS, useReport, useReportFile, useReportTemplate } from './queries';
export {
  type ReportBuilderFormOptions,
  type ReportBuilderValues,
  useReportBuilderForm,
} from './useReportBuilderForm';
export * as reportQueries from './queryOptions';
export {
  type GeneralLedgerAsk,
  type GeneralLedgerFormOptions,
  type GeneralLedgerValues,
  useGeneralLedgerForm,
} from './useGeneralLedgerForm';
