// Everything of <PayrollRun/> but its landing, in one chunk (see PayrollRun.tsx): one payroll's
// run (the editor with its store and grid, the review, the receipt) and the off-cycle form.
export { PayrollRunView } from './PayrollRunView';
export { OffCycleForm } from './offCycle/OffCycleForm';
