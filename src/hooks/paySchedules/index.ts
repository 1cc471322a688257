export * from './queries';
export * from './mutations';
export * from './payrollsDeletedByUpdate';
