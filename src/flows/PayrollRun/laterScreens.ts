export { PayrollRunView } from './PayrollRunView';
export { OffCycleForm } from './offCycle/OffCycleForm';
