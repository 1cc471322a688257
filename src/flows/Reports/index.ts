export { Reports, type ReportsProps } from './Reports';
export { ReportOverview, type ReportOverviewProps, type ReportStart } from './ReportOverview';
export { ReportBuilder, type ReportBuilderProps } from './ReportBuilder';
export { LedgerForm, type LedgerFormProps } from './LedgerForm';
export { reportsMessages, type ReportsMessageKey } from './messages';
export { reportsBuilderMessages, type ReportsBuilderMessageKey } from './builderMessages';
export { reportsEventTypes, type ReportsEventHandler, type ReportsEventMap } from './events';
export type { RecentReport } from './recentReports';
