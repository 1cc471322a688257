export { EmployeeManagement, type EmployeeManagementProps } from './EmployeeManagement';
export { EmployeeRoster, type EmployeeRosterProps } from './EmployeeRoster';
export { EmployeePage, type EmployeePageProps } from './EmployeePage';
export { EmployeeDetails, type EmployeeDetailsProps } from './EmployeeDetails';
export { EmployeeCompensation, type EmployeeCompensationProps } from './EmployeeCompensation';
export { PayHistory, type PayHistoryProps } from './PayHistory';
export { PayChangeForm, type PayChangeFormProps } from './PayChangeForm';
export { AddJobForm, type AddJobFormProps } from './AddJobForm';
export { EmployeeDeductions, type EmployeeDeductionsProps } from './EmployeeDeductions';
export { GarnishmentList, type GarnishmentListProps } from './GarnishmentList';
export { GarnishmentForm, type GarnishmentFormProps } from './GarnishmentForm';
export { EmployeePayStubs, type EmployeePayStubsProps } from './EmployeePayStubs';
export { PayStubPreview, type PayStubPreviewProps } from './PayStubPreview';
export { EmployeeEmployment, type EmployeeEmploymentProps } from './EmployeeEmployment';
export { EmploymentSummary, type EmploymentSummaryProps } from './EmploymentSummary';
export { DismissalPayrollAction, type DismissalPayrollActionProps } from './DismissalPayrollAction';
export { TerminationForm, type TerminationFormProps } from './TerminationForm';
export { RehireForm, type RehireFormProps } from './RehireForm';
export {
  EmployeeTimeOffBalances,
  type EmployeeTimeOffBalancesProps,
} from '../shared/timeOff/EmployeeTimeOffBalances';
export { employeeTimeOffMessages, type EmployeeTimeOffMessageKey } from '../shared/timeOff/messages';
export { employeeManagementMessages, type EmployeeManagementMessageKey } from './messages';
export {
  employeeManagementEventTypes,
  type EmployeeManagementEventHandler,
  type EmployeeManagementEventMap,
} from './events';
