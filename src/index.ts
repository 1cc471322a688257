/**
 * `payroll-kit`: the provider, the styled flows and the UI kit they are made of.
 *
 * @example
 * import { PayrollProvider, EmployeeOnboarding } from 'payroll-kit';
 * import 'payroll-kit/styles.css';
 */
// Every public name by name: a new export is a decision (the API report, etc/api, shows it). A flow
// whose folder names its public exports in its index.ts is exported whole from it (one list).
export { centsToMoney, moneyToCents, normalizeMoney } from './api/money';
export * from './flows/CompanyOnboarding';
export type { AnyFlowTable, FlowEdge, FlowGuard, FlowTable, FlowTarget } from './flows/shared/flowTable';
export { CompanyLocations, type CompanyLocationsProps } from './flows/CompanyLocations/CompanyLocations';
export { Contractors, type ContractorsProps, type ContractorsScreen } from './flows/Contractors/Contractors';
export { ContractorForm, type ContractorFormProps } from './flows/Contractors/ContractorForm';
export {
  ContractorSelfOnboarding,
  type ContractorSelfOnboardingProps,
} from './flows/Contractors/ContractorSelfOnboarding';
export type {
  ContractorSelfOnboardingEventHandler,
  ContractorSelfOnboardingEventMap,
} from './flows/Contractors/selfOnboardingEvents';
export type { ContractorSelfOnboardingScreen } from './flows/Contractors/selfOnboardingTransitions';
export type { ContractorSelfStepId } from './flows/Contractors/selfOnboardingSteps';
export {
  ContractorList,
  type ContractorListProps,
  type ContractorStatusFilter,
} from './flows/Contractors/ContractorList';
export { ContractorPage, type ContractorPageProps } from './flows/Contractors/ContractorPage';
export {
  type ContractorInvitation,
  type ContractorsEventHandler,
  type ContractorsEventMap,
  contractorsEventTypes,
} from './flows/Contractors/events';
export { type ContractorsMessageKey, contractorsMessages } from './flows/Contractors/messages';
export { PayContractors, type PayContractorsProps } from './flows/Contractors/PayContractors';
export { PaymentHistory, type PaymentHistoryProps } from './flows/Contractors/PaymentHistory';
export { LocationForm, type LocationFormProps } from './flows/CompanyLocations/LocationForm';
export { LocationList, type LocationListProps } from './flows/CompanyLocations/LocationList';
export { MinimumWages, type MinimumWagesProps } from './flows/CompanyLocations/MinimumWages';
export {
  type LocationsEventHandler,
  type LocationsEventMap,
  locationsEventTypes,
} from './flows/CompanyLocations/events';
export { type LocationsMessageKey, locationsMessages } from './flows/CompanyLocations/messages';
export {
  EmployeeManagement,
  type EmployeeManagementProps,
} from './flows/EmployeeManagement/EmployeeManagement';
export { EmployeeRoster, type EmployeeRosterProps } from './flows/EmployeeManagement/EmployeeRoster';
export { EmployeePage, type EmployeePageProps } from './flows/EmployeeManagement/EmployeePage';
export { EmployeeDetails, type EmployeeDetailsProps } from './flows/EmployeeManagement/EmployeeDetails';
export {
  EmployeeCompensation,
  type EmployeeCompensationProps,
} from './flows/EmployeeManagement/EmployeeCompensation';
export { PayHistory, type PayHistoryProps } from './flows/EmployeeManagement/PayHistory';
export { PayChangeForm, type PayChangeFormProps } from './flows/EmployeeManagement/PayChangeForm';
export {
  EmployeeDeductions,
  type EmployeeDeductionsProps,
} from './flows/EmployeeManagement/EmployeeDeductions';
export { GarnishmentList, type GarnishmentListProps } from './flows/EmployeeManagement/GarnishmentList';
export { GarnishmentForm, type GarnishmentFormProps } from './flows/EmployeeManagement/GarnishmentForm';
export { EmployeePayStubs, type EmployeePayStubsProps } from './flows/EmployeeManagement/EmployeePayStubs';
export { PayStubPreview, type PayStubPreviewProps } from './flows/EmployeeManagement/PayStubPreview';
export {
  EmployeeEmployment,
  type EmployeeEmploymentProps,
} from './flows/EmployeeManagement/EmployeeEmployment';
export { EmploymentSummary, type EmploymentSummaryProps } from './flows/EmployeeManagement/EmploymentSummary';
export {
  DismissalPayrollAction,
  type DismissalPayrollActionProps,
} from './flows/EmployeeManagement/DismissalPayrollAction';
export { TerminationForm, type TerminationFormProps } from './flows/EmployeeManagement/TerminationForm';
export { RehireForm, type RehireFormProps } from './flows/EmployeeManagement/RehireForm';
export {
  EmployeeTimeOffBalances,
  type EmployeeTimeOffBalancesProps,
} from './flows/shared/timeOff/EmployeeTimeOffBalances';
export {
  type EmployeeManagementEventHandler,
  type EmployeeManagementEventMap,
  employeeManagementEventTypes,
} from './flows/EmployeeManagement/events';
export {
  type EmployeeManagementMessageKey,
  employeeManagementMessages,
} from './flows/EmployeeManagement/messages';
export { EmployeeList, type EmployeeListProps } from './flows/EmployeeOnboarding/EmployeeList';
export {
  EmployeeOnboarding,
  type EmployeeOnboardingProps,
  type OnboardingDefaultValues,
} from './flows/EmployeeOnboarding/EmployeeOnboarding';
export { StepLayout, type StepLayoutProps } from './flows/shared/employee/StepLayout';
export {
  EmployeeSelfOnboarding,
  type EmployeeSelfOnboardingEventHandler,
  type EmployeeSelfOnboardingEventMap,
  type EmployeeSelfOnboardingProps,
  type EmployeeSelfOnboardingScreen,
} from './flows/EmployeeOnboarding/selfOnboarding';
export { collectEvents, type OnboardingEvent, onboardingEventTypes } from './flows/EmployeeOnboarding/events';
export { type OnboardingMessageKey, onboardingMessages } from './flows/EmployeeOnboarding/messages';
export {
  type EmployeeInvite,
  type OnboardingEventHandler,
  type OnboardingEventMap,
  type OnboardingStepId,
  type OnboardingStepProps,
} from './flows/shared/employee/stepContract';
export { Documents, type DocumentsProps } from './flows/EmployeeOnboarding/steps/Documents';
export { Deductions, type DeductionsProps } from './flows/EmployeeOnboarding/steps/Deductions';
export { deductionsStep, type OptionalOnboardingStep } from './flows/EmployeeOnboarding/deductionsStep';
export { FederalTaxes, type FederalTaxesProps } from './flows/shared/employee/FederalTaxes';
export { HomeAddress, type HomeAddressProps } from './flows/shared/employee/HomeAddress';
export { JobCompensation, type JobCompensationProps } from './flows/EmployeeOnboarding/steps/JobCompensation';
export { PaymentMethod, type PaymentMethodProps } from './flows/shared/employee/PaymentMethod';
export { PersonalDetails, type PersonalDetailsProps } from './flows/shared/employee/PersonalDetails';
export { StateTaxes, type StateTaxesProps } from './flows/shared/employee/StateTaxes';
export { Summary, type SummaryProps } from './flows/EmployeeOnboarding/steps/Summary';
export { InvitePanel, type InvitePanelProps } from './flows/EmployeeOnboarding/steps/InvitePanel';
export {
  SelfOnboardingReview,
  type SelfOnboardingReviewProps,
} from './flows/EmployeeOnboarding/steps/SelfOnboardingReview';
export { WorkAddress, type WorkAddressProps } from './flows/shared/employee/WorkAddress';
export { AutoPayrollSwitch, type AutoPayrollSwitchProps } from './flows/PaySchedules/AutoPayrollSwitch';
export { PayPeriodsTable, type PayPeriodsTableProps } from './flows/PaySchedules/PayPeriodsTable';
export {
  PayScheduleAssignments,
  type PayScheduleAssignmentsProps,
} from './flows/PaySchedules/PayScheduleAssignments';
export {
  PayScheduleUpdateWarning,
  type PayScheduleUpdateWarningProps,
} from './flows/PaySchedules/PayScheduleUpdateWarning';
export { PayScheduleForm, type PayScheduleFormProps } from './flows/PaySchedules/PayScheduleForm';
export { PayScheduleList, type PayScheduleListProps } from './flows/PaySchedules/PayScheduleList';
export { PaySchedulePreview, type PaySchedulePreviewProps } from './flows/PaySchedules/PaySchedulePreview';
export { PaySchedules, type PaySchedulesProps } from './flows/PaySchedules/PaySchedules';
export {
  type PaySchedulesEventHandler,
  type PaySchedulesEventMap,
  paySchedulesEventTypes,
} from './flows/PaySchedules/events';
export { type PaySchedulesMessageKey, paySchedulesMessages } from './flows/PaySchedules/messages';
export { PayrollRun, type PayrollRunProps } from './flows/PayrollRun/PayrollRun';
export { PayrollLanding, type PayrollLandingProps } from './flows/PayrollRun/landing/PayrollLanding';
export { BlockerList, type BlockerListProps, type PayrollBlockerFix } from './flows/PayrollRun/BlockerList';
export { PayrollRunView, type PayrollRunViewProps } from './flows/PayrollRun/PayrollRunView';
export { PayrollEditor, type PayrollEditorProps } from './flows/PayrollRun/editor/PayrollEditor';
export { PayrollEditorGrid, type PayrollEditorGridProps } from './flows/PayrollRun/editor/PayrollEditorGrid';
export { GrossUpDialog, type GrossUpDialogProps } from './flows/PayrollRun/editor/GrossUpDialog';
export { RunProgress, type RunProgressProps, type RunStep } from './flows/PayrollRun/review/RunProgress';
export { PayrollReview, type PayrollReviewProps } from './flows/PayrollRun/review/PayrollReview';
export { PayStubLink, type PayStubLinkProps } from './flows/PayrollRun/review/PayStubLink';
export {
  SubmitPanel,
  type SubmitPanelProps,
  type SubmissionChoice,
} from './flows/PayrollRun/review/SubmitPanel';
export { PayrollReceipt, type PayrollReceiptProps } from './flows/PayrollRun/receipt/PayrollReceipt';
export { WireFunding, type WireFundingProps } from './flows/shared/funding/WireFunding';
export { WireSentForm, type WireSentFormProps } from './flows/shared/funding/WireSentForm';
export { RecoveryCases, type RecoveryCasesProps } from './flows/PayrollRun/funding/RecoveryCases';
export { PrintChecks, type PrintChecksProps } from './flows/PayrollRun/receipt/PrintChecks';
export { MoneyMoved, type MoneyMovedProps } from './flows/PayrollRun/receipt/MoneyMoved';
export { OffCycleForm, type OffCycleFormProps } from './flows/PayrollRun/offCycle/OffCycleForm';
export {
  EmployeePicker,
  type EmployeePickerProps,
  MAX_OFF_CYCLE_EMPLOYEES,
} from './flows/PayrollRun/offCycle/EmployeePicker';
export { payrollRunMessages, type PayrollRunMessageKey } from './flows/PayrollRun/messages';
export { payrollMoneyMessages, type PayrollMoneyMessageKey } from './flows/PayrollRun/moneyMessages';
export { payrollGrossUpMessages, type PayrollGrossUpMessageKey } from './flows/PayrollRun/grossUpMessages';
export {
  payrollRunEventTypes,
  type PayrollRunEventHandler,
  type PayrollRunEventMap,
} from './flows/PayrollRun/events';
export { DeclineDialog, type DeclineDialogProps } from './flows/TimeOff/DeclineDialog';
export { RequestForm, type RequestFormProps } from './flows/TimeOff/RequestForm';
export { RequestList, type RequestListProps, type TimeOffNotice } from './flows/TimeOff/RequestList';
export { TimeOff, type TimeOffProps, type TimeOffSection, timeOffSections } from './flows/TimeOff/TimeOff';
export { Balances, type BalancesProps } from './flows/TimeOff/Balances';
export { RequestDetails, type RequestDetailsProps } from './flows/TimeOff/RequestDetails';
export { RequestPreview, type RequestPreviewProps } from './flows/TimeOff/RequestPreview';
export {
  HolidayPay,
  type HolidayPayProps,
  PolicyEmployees,
  type PolicyEmployeesProps,
  PolicyForm,
  type PolicyFormProps,
  PolicyList,
  type PolicyListProps,
  timeOffPoliciesMessages,
  type TimeOffPoliciesMessageKey,
} from './flows/TimeOff/policies';
export { type TimeOffEventHandler, type TimeOffEventMap, timeOffEventTypes } from './flows/TimeOff/events';
export { type TimeOffMessageKey, timeOffMessages } from './flows/TimeOff/messages';
export { PayrollProvider, type PayrollProviderProps } from './provider/PayrollProvider';
export { Alert, type AlertProps, Banner } from './ui/Alert/Alert';
export { Badge, type BadgeProps } from './ui/Badge/Badge';
export { statusTone } from './ui/Badge/statusTone';
export { Button, type ButtonProps } from './ui/Button/Button';
export { Card, type CardProps } from './ui/Card/Card';
export { Checkbox, type CheckboxProps } from './ui/Checkbox/Checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/ConfirmDialog/ConfirmDialog';
export { DateField, type DateFieldProps } from './ui/DateField/DateField';
export { Dialog, DialogClose, type DialogProps } from './ui/Dialog/Dialog';
export { EINField, type EINFieldProps } from './ui/EINField/EINField';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState/EmptyState';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ui/ErrorSummary/ErrorSummary';
export {
  Field,
  type FieldControlProps,
  type FieldOwnProps,
  type FieldProps,
  RequiredMarker,
} from './ui/Field/Field';
export { MaskedField, type MaskedFieldProps } from './ui/MaskedField/MaskedField';
export { applyMask, masks, unmask } from './ui/MaskedField/mask';
export { MoneyField, type MoneyFieldProps } from './ui/MoneyField/MoneyField';
export { NumberField, type NumberFieldProps } from './ui/NumberField/NumberField';
export { Pagination, type PaginationProps } from './ui/Pagination/Pagination';
export { PhoneField, type PhoneFieldProps } from './ui/PhoneField/PhoneField';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './ui/RadioGroup/RadioGroup';
export { SSNField, type SSNFieldProps } from './ui/SSNField/SSNField';
export { Select, type SelectOption, type SelectProps } from './ui/Select/Select';
export { Skeleton, type SkeletonProps } from './ui/Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './ui/Spinner/Spinner';
export { Stepper, type StepperProps, type StepperStep } from './ui/Stepper/Stepper';
export { Switch, type SwitchProps } from './ui/Switch/Switch';
export { Table, type TableColumn, type TableProps, type TableSort } from './ui/Table/Table';
export { TextArea, type TextAreaProps } from './ui/TextArea/TextArea';
export { TextField, type TextFieldProps } from './ui/TextField/TextField';
export { VirtualTable, type VirtualTableProps } from './ui/VirtualTable/VirtualTable';
export { ZipField, type ZipFieldProps } from './ui/ZipField/ZipField';
export { type ComponentOverrides, type Components, defaultComponents } from './ui/components/components';
export { useComponents } from './ui/components/useComponents';
export { usePrimitives } from './ui/components/usePrimitives';
export { UIProvider, type UIProviderProps } from './ui/context/UIProvider';
export { createFormat, type Format } from './ui/format/format';
export { useFormat } from './ui/format/useFormat';
export {
  type CommonMessageKey,
  defineMessages,
  type FlowMessages,
  type MessageDictionary,
} from './ui/messages/defineMessages';
export { en, type UIDictionary, type UIMessageKey } from './ui/messages/en';
export { interpolate, type MessageValues } from './ui/messages/interpolate';
export { createMessages, type MessageOverrides, type Messages } from './ui/messages/messages';
export { namespaced } from './ui/messages/namespaced';
export { useFlowMessages } from './ui/messages/useFlowMessages';
export { useMessages } from './ui/messages/useMessages';
export {
  darkTheme,
  lightTheme,
  mergeTheme,
  type Theme,
  type ThemeInput,
  themeToCustomProperties,
  type Tone,
  type ToneColors,
} from './ui/theme/theme';
export * from './flows/EarningTypes';
export * from './flows/EmployeePortal';
export * from './flows/PartnerDashboard';
export * from './flows/InformationRequests';
export * from './flows/Notifications';
export * from './flows/CompanyBenefits';
export * from './flows/Reports';
export * from './flows/PaymentSettings';
export * from './flows/EmployeeImport';
export * from './flows/TimeSheets';
export * from './flows/CompanyAttachments';
