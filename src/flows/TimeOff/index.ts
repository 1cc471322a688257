export { TimeOff, type TimeOffProps } from './TimeOff';
export { RequestList, type RequestListProps, type TimeOffNotice } from './RequestList';
export { RequestForm, type RequestFormProps } from './RequestForm';
export { DeclineDialog, type DeclineDialogProps } from './DeclineDialog';
export { timeOffMessages, type TimeOffMessageKey } from './messages';
export { timeOffEventTypes, type TimeOffEventHandler, type TimeOffEventMap } from './events';
