export { PayrollProvider, type PayrollProviderProps } from './provider/PayrollProvider';
export * from './ui';
