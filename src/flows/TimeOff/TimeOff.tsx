import { useEffect, useRef, useState } from 'react';
import type { TimeOffEventHandler } from './events';
import { RequestForm } from './RequestForm';
import { RequestList, type TimeOffNotice } from './RequestList';
import { useTimeOffMessages } from './useTimeOffMessages';

/** Props of {@link TimeOff}. */
export interface TimeOffProps {
  companyId: string;
  onEvent?: TimeOffEventHandler;
}

/** The list, or the form requesting time off; `focus` says where focus lands on the list. */
type View = { view: 'list'; focus: 'heading' | 'add' } | { view: 'add' };

/**
 * The company's time off requests: the list with status badges and a status filter, requesting
 * time off for an employee, approving pending requests and declining pending or approved ones
 * with a note. Focus moves to the form's heading when it opens, and back to the list heading
 * after a save (or to "Request time off" after a cancel).
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <TimeOff companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function TimeOff({ companyId, onEvent }: TimeOffProps) {
  const { t } = useTimeOffMessages();
  const [view, setView] = useState<View>({ view: 'list', focus: 'heading' });
  const [notice, setNotice] = useState<TimeOffNotice>();
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(view);

  // Move focus on every change of view, never on first render (the partner page keeps its focus).
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const target =
      view.view === 'list' && view.focus === 'add'
        ? container.current?.querySelector<HTMLElement>('[data-time-off-add]')
        : undefined;
    (target ?? heading.current)?.focus();
  }, [view]);

  return (
    <div className="pk-onboarding" ref={container}>
      {view.view === 'list' ? (
        <RequestList
          companyId={companyId}
          headingRef={heading}
          onEvent={onEvent}
          notice={notice}
          onNotice={setNotice}
          onAdd={() => {
            setNotice(undefined);
            setView({ view: 'add' });
          }}
        />
      ) : (
        <RequestForm
          companyId={companyId}
          headingRef={heading}
          onEvent={onEvent}
          onSaved={(request) => {
            setNotice({ tone: 'success', text: t('list.created', { name: request.employee.full_name }) });
            setView({ view: 'list', focus: 'heading' });
          }}
          onCancel={() => setView({ view: 'list', focus: 'add' })}
        />
      )}
    </div>
  );
}
