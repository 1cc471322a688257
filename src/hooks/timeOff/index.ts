export * from './timeOffKeys';
export * from './timeOffErrors';
export * from './policyQueries';
export * from './policyMutations';
export * from './requestQueries';
export * from './requestMutations';
export * from './holidayPay';
export * from './useTimeOffPolicyForm';
