export { PaySchedules, type PaySchedulesProps } from './PaySchedules';
export { PayScheduleList, type PayScheduleListProps } from './PayScheduleList';
export { PayScheduleForm, type PayScheduleFormProps } from './PayScheduleForm';
export { PaySchedulePreview, type PaySchedulePreviewProps } from './PaySchedulePreview';
export { paySchedulesMessages, type PaySchedulesMessageKey } from './messages';
export { paySchedulesEventTypes, type PaySchedulesEventHandler, type PaySchedulesEventMap } from './events';
