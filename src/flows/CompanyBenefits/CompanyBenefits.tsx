import { useEffect, useRef, useState } from 'react';
import type { CompanyBenefit } from '../../api/benefits/types';
import { usePrimitives, useScreenMessages, Spinner as DefaultSpinner } from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { ListFormView } from '../shared/ListFormView';
import { BenefitList } from './BenefitList';
import type { CompanyBenefitsEventHandler } from './events';
import { companyBenefitsMessages } from './messages';
import { companyBenefitsTransitions } from './transitions';

function FormPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(companyBenefitsMessages);
  return <Spinner label={t('form.loading')} />;
}

/** The form (with react-hook-form and zod) leaves the list's first load; fetched on idle. */
const CompanyBenefitForm = lazyScreen(
  () => import('./CompanyBenefitForm').then((module) => module.CompanyBenefitForm),
  FormPending,
);

/** A benefit's enrolments (with the shared enrolment form) load when a row's Enrolments is pressed. */
const BenefitEnrolments = lazyScreen(
  () => import('./BenefitEnrolments').then((module) => module.BenefitEnrolments),
  FormPending,
);

/** Props of {@link CompanyBenefits}. */
export interface CompanyBenefitsProps {
  companyId: string;
  onEvent?: CompanyBenefitsEventHandler;
  /**
   * Keep the open form in the URL (`?pk_benefits=new`, or the benefit's uuid): opening a form is a
   * history entry, and the browser's Back button returns to the list. Off by default: the
   * partner's router may own the URL.
   *
   * @example
   * <CompanyBenefits companyId={companyId} urlSync />
   */
  urlSync?: boolean;
  /** Today (`YYYY-MM-DD`): a new enrolment's start, and the year catch-up is offered for. */
  today?: string;
}

/**
 * The benefits a company offers (contract.md#benefits): the list first, with each benefit's type,
 * its tax treatment in words and how many are enrolled; adding one (the service's supported
 * types), editing one (version-aware, with the conflict prompt), deactivating (refused while
 * people are enrolled) and deleting (refused once anyone was enrolled or a payroll deducted it),
 * each refusal in the service's words. Focus moves to the form's heading when it opens, and back
 * to the row's Edit button (or the list heading) when it closes.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <CompanyBenefits companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function CompanyBenefits({ companyId, onEvent, urlSync, today }: CompanyBenefitsProps) {
  const { t } = useScreenMessages(companyBenefitsMessages);
  usePrefetchOnIdle(CompanyBenefitForm);
  // The benefit whose enrolments are open in place of the list; the last one closed, for focus.
  const [enrolmentsOf, setEnrolmentsOf] = useState<string>();
  const [closed, setClosed] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!closed || enrolmentsOf) return;
    root.current
      ?.querySelector<HTMLElement>(`[data-company-benefit-enrolments="${CSS.escape(closed)}"]`)
      ?.focus();
  }, [closed, enrolmentsOf]);
  return (
    <div className="pk-records pk-company-benefits" ref={root}>
      <ListFormView<CompanyBenefit, string>
        editAttribute="data-company-benefit-edit"
        addAttribute="data-company-benefit-add"
        transitions={companyBenefitsTransitions}
        urlSync={urlSync ? { param: 'pk_benefits' } : undefined}
        savedNotice={(benefit, created) =>
          t(created ? 'list.created' : 'list.updated', { name: benefit.description })
        }
        list={(view) =>
          enrolmentsOf ? (
            <BenefitEnrolments
              companyId={companyId}
              benefitId={enrolmentsOf}
              today={today}
              onEvent={onEvent}
              onBack={() => {
                setClosed(enrolmentsOf);
                setEnrolmentsOf(undefined);
              }}
            />
          ) : (
            <BenefitList
              companyId={companyId}
              onEvent={onEvent}
              onEnrolments={(benefitId) => {
                view.onDismissNotice();
                setEnrolmentsOf(benefitId);
              }}
              {...view}
            />
          )
        }
        form={(view) => (
          <CompanyBenefitForm companyId={companyId} benefitId={view.recordId} onEvent={onEvent} {...view} />
        )}
      />
    </div>
  );
}
