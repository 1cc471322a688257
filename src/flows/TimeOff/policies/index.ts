export { PolicyList, type PolicyListProps } from './PolicyList';
export { timeOffPoliciesMessages, type TimeOffPoliciesMessageKey } from './messages';
