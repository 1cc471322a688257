// Everything of <PayrollRun/> but its landing, in one chunk (see PayrollRun.tsx): one payroll's
// run (the editor with its store and grid, the review, the receipt), the off-cycle form and the
// landing's failed debits (shown only when a recovery case blocks payroll).
export { PayrollRunView } from './PayrollRunView';
export { OffCycleForm } from './offCycle/OffCycleForm';
export { RecoveryCases } from './funding/RecoveryCases';
