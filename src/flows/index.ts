export * from './EmployeeOnboarding';
