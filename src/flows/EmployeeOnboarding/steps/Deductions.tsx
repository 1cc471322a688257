import { useId, useRef } from 'react';
import { useEmployeeBenefits } from '../../../hooks/employeeBenefits';
import { usePrimitives, useFlowMessages, Button as DefaultButton } from '../../../ui';
import { EmployeeBenefits } from '../../shared/benefits/EmployeeBenefits';
import type { OnboardingStepProps } from '../../shared/employee/stepContract';
import { useEmployeeStepMessages } from '../../shared/employee/useEmployeeStepMessages';
import { SubsectionHeadings } from '../../shared/headingLevel';
import { StepActions } from '../../shared/StepActions';
import { LeaveRequestContext, type LeaveForm } from '../../shared/useLeaveGuard';
import { deductionsMessages } from './Deductions.messages';

/**
 * Props of {@link Deductions}.
 *
 * @example
 * const props: DeductionsProps = { companyId, employeeId, onComplete: next };
 */
export type DeductionsProps = OnboardingStepProps;

/**
 * The optional deductions step (`<EmployeeOnboarding deductions={deductionsStep}/>`): the employee's benefit
 * enrolments with the shared enrolment block (`flows/shared/benefits`, the one the employee's page
 * uses), then "Continue" once enrolled or "No deductions". Leaving while an enrolment form holds
 * typed values asks first (the form's own guard); nothing is saved by the step itself.
 *
 * @example
 * <Deductions companyId={companyId} employeeId={employeeId} onComplete={next} onBack={back} />
 */
export function Deductions({ companyId, employeeId, onComplete, onBack, onEvent }: DeductionsProps) {
  const { Button } = usePrimitives({ Button: DefaultButton });
  const { t } = useFlowMessages(deductionsMessages);
  const step = useEmployeeStepMessages();
  const headingId = useId();
  const enrolled = (useEmployeeBenefits(employeeId).data?.length ?? 0) > 0;
  // The open enrolment form's leave guard: the step's buttons leave through it, so a form with
  // typed values asks before they are lost (an untouched one just closes).
  const formLeave = useRef<LeaveForm>(undefined);
  const register = (leave: LeaveForm) => {
    formLeave.current = leave;
    return () => {
      if (formLeave.current === leave) formLeave.current = undefined;
    };
  };
  const leaveThen = (then: () => void) => (formLeave.current ? formLeave.current(then) : then());

  const finish = () =>
    leaveThen(() => {
      if (enrolled) onEvent?.('step.completed', { employeeId, step: 'deductions' });
      onComplete();
    });

  return (
    <section className="pk-flow-section" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} data-step-heading="">
        {t('title')}
      </h2>
      <p>{t('description')}</p>
      <SubsectionHeadings>
        <LeaveRequestContext.Provider value={register}>
          <EmployeeBenefits companyId={companyId} employeeId={employeeId} />
        </LeaveRequestContext.Provider>
      </SubsectionHeadings>
      <p>{t('garnishments')}</p>
      <StepActions onBack={onBack && (() => leaveThen(onBack))} backLabel={step.t('flow.back')}>
        <Button type="button" variant={enrolled ? 'primary' : 'secondary'} onClick={finish}>
          {enrolled ? t('continue') : t('skip')}
        </Button>
      </StepActions>
    </section>
  );
}
