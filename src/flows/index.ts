export * from './EmployeeOnboarding';
export * from './CompanyLocations';
export * from './TimeOff';
export * from './PaySchedules';
export * from './PayrollRun';
export * from './CompanyOnboarding';
export * from './EmployeeManagement';
export * from './Contractors';
