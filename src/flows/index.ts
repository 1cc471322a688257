export * from './EmployeeOnboarding';
export * from './CompanyLocations';
