/**
 * `payroll-kit`: the provider, the styled flows and the UI kit they are made of.
 *
 * @example
 * import { PayrollProvider, EmployeeOnboarding } from 'payroll-kit';
 * import 'payroll-kit/styles.css';
 */
export { PayrollProvider, type PayrollProviderProps } from './provider/PayrollProvider';
export * from './ui';
export * from './flows';
