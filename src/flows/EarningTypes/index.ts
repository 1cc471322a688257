export { EarningTypes, type EarningTypesProps } from './EarningTypes';
export { EarningTypeList, type EarningTypeListProps } from './EarningTypeList';
export { EarningTypeForm, type EarningTypeFormProps } from './EarningTypeForm';
export { earningTypesMessages, type EarningTypesMessageKey } from './messages';
export { earningTypesEventTypes, type EarningTypesEventHandler, type EarningTypesEventMap } from './events';
