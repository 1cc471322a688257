import type { EmployeeBenefit } from '../../../api/employeeBenefits/types';
import { useCompanyBenefits } from '../../../hooks/benefits';
import { useScreenMessages } from '../../../ui';
import { ListFormView } from '../ListFormView';
import { EmployeeBenefitForm } from './EmployeeBenefitForm';
import { EmployeeBenefitList } from './EmployeeBenefitList';
import { employeeBenefitsMessages } from './messages';

/** Props of {@link EmployeeBenefits}. */
export interface EmployeeBenefitsProps {
  companyId: string;
  employeeId: string;
  /** Today (`YYYY-MM-DD`): the enrolment's default start, and the year catch-up is offered for. */
  today?: string;
  /** An enrolment was made or changed. */
  onSaved?: (enrolment: EmployeeBenefit, created: boolean) => void;
}

/**
 * An employee's benefits, a block a page renders as one section (the page is the lazy screen: a
 * chunk boundary of its own here would move the forms' shared code into the flow's first load): their enrolments, enrolling in a
 * company benefit and changing an enrolment ({@link EmployeeBenefitForm}). Focus moves to the
 * form's heading when it opens, and back to the row's Edit button (or the list heading) when it
 * closes.
 *
 * @example
 * <EmployeeBenefits companyId={companyId} employeeId={employeeId} />
 */
export function EmployeeBenefits({ companyId, employeeId, today, onSaved }: EmployeeBenefitsProps) {
  const { t } = useScreenMessages(employeeBenefitsMessages);
  const benefits = useCompanyBenefits(companyId);
  const nameOf = (e: EmployeeBenefit) =>
    benefits.data?.find((b) => b.uuid === e.company_benefit_uuid)?.description ?? '';
  return (
    <ListFormView<EmployeeBenefit, string>
      editAttribute="data-employee-benefit-edit"
      addAttribute="data-employee-benefit-add"
      savedNotice={(enrolment, created) =>
        t(created ? 'list.created' : 'list.updated', { name: nameOf(enrolment) })
      }
      list={(view) => <EmployeeBenefitList companyId={companyId} employeeId={employeeId} {...view} />}
      form={(view) => (
        <EmployeeBenefitForm
          companyId={companyId}
          employeeId={employeeId}
          enrolmentId={view.recordId}
          today={today}
          {...view}
          onSaved={(enrolment, created) => {
            onSaved?.(enrolment, created);
            view.onSaved(enrolment, created);
          }}
        />
      )}
    />
  );
}
