import { useRef, useState } from 'react';
import type { TimeOffPolicy, TimeOffRequest } from '../../api/timeOff/types';
import { usePrefetchOnIdle } from '../shared/lazyScreen';
import { ListFormView } from '../shared/ListFormView';
import { LeaveRequestContext, type LeaveForm } from '../shared/useLeaveGuard';
import type { TimeOffEventHandler } from './events';
import { Balances, HolidayPay, PolicyEmployees, PolicyForm, PolicyList, RequestForm } from './lazyScreens';
import { RequestList, type TimeOffNotice } from './RequestList';
import { useTimeOffScreenMessages } from './useTimeOffScreenMessages';

/** Props of {@link TimeOff}. */
export interface TimeOffProps {
  companyId: string;
  onEvent?: TimeOffEventHandler;
  /** The section shown first. Default `requests`. */
  initialSection?: TimeOffSection;
  /**
   * Keep the open request or policy form in the URL (`?pk_time_off=requests.new`,
   * `policies.<uuid>`): opening a form is a history entry, and the browser's Back button returns to
   * the list, asking first when something typed is not saved. Off by default: the partner's router
   * may own the URL.
   *
   * @example
   * <TimeOff companyId={companyId} urlSync />
   */
  urlSync?: boolean;
}

/** The sections of {@link TimeOff}, in the order of its navigation. */
export const timeOffSections = ['requests', 'policies', 'holidayPay', 'balances'] as const;

/** A section of {@link TimeOff}. */
export type TimeOffSection = (typeof timeOffSections)[number];

/**
 * The company's time off, in four sections behind one navigation (the current one marked with
 * `aria-current`): requests (filed day by day with a live balance preview, reviewed, approved
 * with adjusted hours, declined with a note, deleted), policies (vacation and sick, every accrual
 * method, their employees and balances, deactivation), holiday pay, and balances with each
 * employee's history. Lists and forms share the list/form shell: focus moves to a form's heading
 * when it opens and back to what opened it when it closes.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <TimeOff companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function TimeOff({ companyId, onEvent, initialSection = 'requests', urlSync }: TimeOffProps) {
  const { t } = useTimeOffScreenMessages();
  const [section, setSection] = useState<TimeOffSection>(initialSection);
  const [openRequest, setOpenRequest] = useState<string>();
  const nav = useRef<HTMLElement>(null);
  // The open request or policy form's way out: its leave guard asks before typed input is dropped.
  const leaveForm = useRef<LeaveForm>(undefined);
  usePrefetchOnIdle(RequestForm, PolicyList, PolicyForm, PolicyEmployees, HolidayPay, Balances);

  const show = (next: TimeOffSection) => {
    const go = () => {
      setOpenRequest(undefined);
      setSection(next);
    };
    if (leaveForm.current) leaveForm.current(go);
    else go();
  };

  let body;
  if (section === 'requests') {
    body = (
      <ListFormView<TimeOffRequest, TimeOffNotice>
        key={openRequest ?? 'requests'}
        editAttribute="data-time-off-edit"
        urlSync={urlSync ? { param: 'pk_time_off', scope: 'requests' } : undefined}
        addAttribute="data-time-off-add"
        savedNotice={(request) => ({
          tone: 'success',
          text: t(request.status === 'approved' ? 'list.createdApproved' : 'list.created', {
            name: request.employee.full_name,
          }),
        })}
        list={(view) => (
          <RequestList companyId={companyId} onEvent={onEvent} openRequestId={openRequest} {...view} />
        )}
        form={(view) => (
          <RequestForm
            companyId={companyId}
            headingRef={view.headingRef}
            onEvent={onEvent}
            onSaved={(request) => view.onSaved(request, true)}
            onCancel={view.onCancel}
          />
        )}
      />
    );
  } else if (section === 'policies') {
    body = (
      <ListFormView<TimeOffPolicy, string>
        editAttribute="data-policy-edit"
        urlSync={urlSync ? { param: 'pk_time_off', scope: 'policies' } : undefined}
        savedNotice={(policy, created) =>
          t(created ? 'policies.created' : 'policies.updated', { name: policy.name })
        }
        list={(view) => (
          <PolicyList
            companyId={companyId}
            {...view}
            onOpenRequest={(requestId) => {
              setOpenRequest(requestId);
              setSection('requests');
            }}
          />
        )}
        form={(view) => (
          <>
            <PolicyForm
              companyId={companyId}
              policyId={view.recordId}
              headingRef={view.headingRef}
              onSaved={view.onSaved}
              onCancel={view.onCancel}
            />
            {view.recordId ? <PolicyEmployees companyId={companyId} policyId={view.recordId} /> : null}
          </>
        )}
      />
    );
  } else if (section === 'holidayPay') {
    body = <HolidayPay companyId={companyId} />;
  } else {
    body = <Balances companyId={companyId} />;
  }

  return (
    <div className="pk-flow pk-time-off">
      <nav ref={nav} className="pk-time-off-nav" aria-label={t('nav.label')}>
        <ul>
          {timeOffSections.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="pk-time-off-nav__item"
                aria-current={section === name ? 'page' : undefined}
                onClick={() => show(name)}
              >
                {t(`nav.${name}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <LeaveRequestContext.Provider
        value={(leave) => {
          leaveForm.current = leave;
          return () => (leaveForm.current = undefined);
        }}
      >
        {body}
      </LeaveRequestContext.Provider>
    </div>
  );
}
