export { TimeSheets, type TimeSheetsProps } from './TimeSheets';
export { TimeSheetList, type TimeSheetListProps } from './TimeSheetList';
export { TimeSheetForm, type TimeSheetFormProps } from './TimeSheetForm';
export { PayrollSyncPanel, type PayrollSyncPanelProps } from './PayrollSyncPanel';
export { timeSheetsMessages, type TimeSheetsMessageKey } from './messages';
export { timeSheetsEventTypes, type TimeSheetsEventHandler, type TimeSheetsEventMap } from './events';
