export { PolicyList, type PolicyListProps } from './PolicyList';
export { timeOffPoliciesMessages, type TimeOffPoliciesMessageKey } from './messages';
export { PolicyForm, type PolicyFormProps } from './PolicyForm';
export { PolicyEmployees, type PolicyEmployeesProps } from './PolicyEmployees';
export { HolidayPay, type HolidayPayProps } from './HolidayPay';
