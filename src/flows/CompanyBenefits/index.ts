export { CompanyBenefits, type CompanyBenefitsProps } from './CompanyBenefits';
export { BenefitList, type BenefitListProps } from './BenefitList';
export { CompanyBenefitForm, type CompanyBenefitFormProps } from './CompanyBenefitForm';
export { companyBenefitsMessages, type CompanyBenefitsMessageKey } from './messages';
export {
  companyBenefitsEventTypes,
  type CompanyBenefitsEventHandler,
  type CompanyBenefitsEventMap,
} from './events';
export { BenefitEnrolments, type BenefitEnrolmentsProps } from './BenefitEnrolments';
// The enrolment blocks are shared with <EmployeeManagement/>'s employee page (flows/shared/benefits).
export { EmployeeBenefits, type EmployeeBenefitsProps } from '../shared/benefits/EmployeeBenefits';
export { EmployeeBenefitList, type EmployeeBenefitListProps } from '../shared/benefits/EmployeeBenefitList';
export { EmployeeBenefitForm, type EmployeeBenefitFormProps } from '../shared/benefits/EmployeeBenefitForm';
export { employeeBenefitsMessages, type EmployeeBenefitsMessageKey } from '../shared/benefits/messages';
