// Everything of <TimeOff/> but its first screen (the requests list), in one chunk (see lazyScreens.tsx).
export { Balances } from './Balances';
export { DeclineDialog } from './DeclineDialog';
export { RequestDetails } from './RequestDetails';
export { RequestForm } from './RequestForm';
export { HolidayPay } from './policies/HolidayPay';
export { PolicyEmployees } from './policies/PolicyEmployees';
export { PolicyForm } from './policies/PolicyForm';
export { PolicyList } from './policies/PolicyList';
