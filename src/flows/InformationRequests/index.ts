export { InformationRequests, type InformationRequestsProps } from './InformationRequests';
export { InformationRequestList, type InformationRequestListProps } from './InformationRequestList';
export { InformationRequestForm, type InformationRequestFormProps } from './InformationRequestForm';
export { informationRequestsMessages, type InformationRequestsMessageKey } from './messages';
export {
  informationRequestsEventTypes,
  type InformationRequestsEventHandler,
  type InformationRequestsEventMap,
} from './events';
