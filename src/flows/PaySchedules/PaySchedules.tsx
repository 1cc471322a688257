import { useEffect, useRef, useState } from 'react';
import type { PaySchedule } from '../../api/types/paySchedules';
import type { PaySchedulesEventHandler } from './events';
import { PayScheduleForm } from './PayScheduleForm';
import { PayScheduleList, scheduleName } from './PayScheduleList';
import { usePaySchedulesMessages } from './usePaySchedulesMessages';

/** Props of {@link PaySchedules}. */
export interface PaySchedulesProps {
  companyId: string;
  onEvent?: PaySchedulesEventHandler;
}

/** The list, or the form adding a schedule, or the form editing one. */
type View = { view: 'list'; focus?: string } | { view: 'add' } | { view: 'edit'; payScheduleId: string };

/**
 * The company's pay schedules: the list, adding a schedule and editing one (version-aware, with
 * the conflict prompt), with a live preview of the next pay periods. Focus moves to the form's
 * heading when it opens, and back to the row's Edit button (or the list heading) when it closes.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <PaySchedules companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function PaySchedules({ companyId, onEvent }: PaySchedulesProps) {
  const { t } = usePaySchedulesMessages();
  const [view, setView] = useState<View>({ view: 'list' });
  const [notice, setNotice] = useState<string>();
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(view);

  // Move focus on every change of view, never on first render (the partner page keeps its focus).
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const target =
      view.view === 'list' && view.focus
        ? container.current?.querySelector<HTMLElement>(`[data-pay-schedule-edit="${view.focus}"]`)
        : undefined;
    (target ?? heading.current)?.focus();
  }, [view]);

  const saved = (schedule: PaySchedule, created: boolean) => {
    setNotice(t(created ? 'list.created' : 'list.updated', { name: scheduleName(schedule) }));
    setView({ view: 'list', focus: created ? undefined : schedule.uuid });
  };

  return (
    <div className="pk-onboarding" ref={container}>
      {view.view === 'list' ? (
        <PayScheduleList
          companyId={companyId}
          headingRef={heading}
          notice={notice}
          onDismissNotice={() => setNotice(undefined)}
          onAdd={() => {
            setNotice(undefined);
            setView({ view: 'add' });
          }}
          onEdit={(payScheduleId) => {
            setNotice(undefined);
            setView({ view: 'edit', payScheduleId });
          }}
        />
      ) : (
        <PayScheduleForm
          key={view.view === 'edit' ? view.payScheduleId : 'new'}
          companyId={companyId}
          payScheduleId={view.view === 'edit' ? view.payScheduleId : undefined}
          headingRef={heading}
          onEvent={onEvent}
          onSaved={saved}
          onCancel={() =>
            setView({ view: 'list', focus: view.view === 'edit' ? view.payScheduleId : undefined })
          }
        />
      )}
    </div>
  );
}
