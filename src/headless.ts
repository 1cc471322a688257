/**
 * `payroll-kit/headless`: the framework-free fetch layer and the React hooks on top of it, with no
 * CSS and no DOM components, for partners who bring their own UI.
 *
 * @example
 * import { PayrollClientProvider, useEmployees } from 'payroll-kit/headless';
 */
export * from './api';
export * from './hooks';
export * from './hooks/onboarding';
