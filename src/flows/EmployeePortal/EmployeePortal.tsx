import { useEffect, useRef, useState } from 'react';
import { useEmployee } from '../../hooks/employees';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../ui';
import { applyMove } from '../shared/flowTable';
import { useLateFocusRef, usePrefetchOnIdle } from '../shared/lazyScreen';
import { LeaveRequestContext, type LeaveForm } from '../shared/useLeaveGuard';
import type { EmployeePortalEventHandler } from './events';
import { Documents, PayStubs, Profile, TimeOffSection } from './lazyScreens';
import { Overview } from './Overview';
import {
  employeePortalSections,
  employeePortalTransitions,
  type EmployeePortalMove,
  type EmployeePortalScreen,
  type EmployeePortalSection,
} from './transitions';
import { usePortalMessages } from './usePortalMessages';

/** Props of {@link EmployeePortal}. */
export interface EmployeePortalProps {
  /** The signed-in person: behind the proxy, the `employeeUuid` of their session (DECISIONS 63). */
  employeeId: string;
  onEvent?: EmployeePortalEventHandler;
  /** The section shown first. Default `overview`. */
  initialSection?: EmployeePortalSection;
}

export { employeePortalSections, type EmployeePortalSection };

/**
 * What an employee looks at after onboarding, behind the partner's login as a person session: an
 * overview (latest pay stub with its PDF, year to date, time off balances), then their pay stubs
 * with PDFs, their details (home address editable, every refusal on its field; taxes and how
 * they are paid), their time off (balances, requests: request, cancel while pending) and their
 * documents. Every section but the overview loads when reached; focus moves to each section's
 * heading, and a section button asks before an open form's typed changes are dropped.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <EmployeePortal employeeId={session.employeeUuid} />
 * </PayrollProvider>
 */
export function EmployeePortal({ employeeId, onEvent, initialSection = 'overview' }: EmployeePortalProps) {
  const { Alert, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t } = usePortalMessages();
  const employee = useEmployee(employeeId);
  const [screen, setScreen] = useState<EmployeePortalScreen>({ section: initialSection });
  const heading = useLateFocusRef<HTMLHeadingElement>();
  const moved = useRef(false);
  // The open form's way out: its leave guard asks before typed input is dropped.
  const leaveForm = useRef<LeaveForm>(undefined);
  usePrefetchOnIdle(PayStubs, Profile, TimeOffSection, Documents);

  // Focus follows a move to the new section's heading (not on first render: the page owns it).
  useEffect(() => {
    if (moved.current) heading.focus();
  }, [screen, heading]);

  const move = (next: EmployeePortalMove) => {
    const to = applyMove(employeePortalTransitions, next, undefined, screen);
    if (!to) return;
    const go = () => {
      moved.current = true;
      setScreen(to);
    };
    if (leaveForm.current) leaveForm.current(go);
    else go();
  };

  if (employee.isLoading) return <Spinner label={t('loading')} />;
  if (!employee.data) {
    return (
      <Alert tone="danger">
        {t('error')}{' '}
        <Button variant="secondary" onClick={() => void employee.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const person = employee.data;
  const companyId = person.company_uuid;
  const name = person.preferred_first_name || person.first_name;
  const props = { companyId, employeeId, headingRef: heading, onEvent };
  const { section } = screen;

  return (
    <div className="pk-flow pk-portal">
      <nav className="pk-portal-nav" aria-label={t('nav.label')}>
        <ul>
          {employeePortalSections.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="pk-portal-nav__item"
                aria-current={section === name ? 'page' : undefined}
                onClick={() => move({ type: 'section', section: name })}
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
        {section === 'overview' ? (
          <Overview companyId={companyId} employeeId={employeeId} name={name} headingRef={heading} />
        ) : section === 'payStubs' ? (
          <PayStubs {...props} />
        ) : section === 'profile' ? (
          <Profile {...props} employee={person} />
        ) : section === 'timeOff' ? (
          <TimeOffSection {...props} />
        ) : (
          <Documents {...props} />
        )}
      </LeaveRequestContext.Provider>
    </div>
  );
}
