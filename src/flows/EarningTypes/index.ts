export { EarningTypes, type EarningTypesProps } from './EarningTypes';
export { CustomEarningList, type CustomEarningListProps } from './CustomEarningList';
export { CustomEarningForm, type CustomEarningFormProps } from './CustomEarningForm';
export { earningTypesMessages, type EarningTypesMessageKey } from './messages';
export { earningTypesEventTypes, type EarningTypesEventHandler, type EarningTypesEventMap } from './events';
