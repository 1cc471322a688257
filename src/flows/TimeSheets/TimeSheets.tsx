import { useState } from 'react';
import type { TimeSheet } from '../../api/timeSheets/types';
import { usePrimitives, useScreenMessages, Spinner as DefaultSpinner } from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { ListFormView } from '../shared/ListFormView';
import type { TimeSheetsEventHandler } from './events';
import { timeSheetsMessages } from './messages';
import { TimeSheetList } from './TimeSheetList';
import { timeSheetsTransitions } from './transitions';

function FormPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(timeSheetsMessages);
  return <Spinner label={t('form.loading')} />;
}

/** The form (with react-hook-form and zod) leaves the list's first load; fetched on idle. */
const TimeSheetForm = lazyScreen(
  () => import('./TimeSheetForm').then((module) => module.TimeSheetForm),
  FormPending,
);

/** Props of {@link TimeSheets}. */
export interface TimeSheetsProps {
  companyId: string;
  onEvent?: TimeSheetsEventHandler;
  /**
   * The people's time zone: a day worked counts in it. The browser's by default.
   *
   * @example
   * <TimeSheets companyId={companyId} timeZone="America/New_York" />
   */
  timeZone?: string;
}

/**
 * A company's time sheets by pay period (UPSTREAM-3 N.7; contract.md#time-sheets): the sheets of
 * the chosen period's people with their hours per pay classification and status, each approved or
 * rejected in its row (or every pending one at once), "Add time sheet" for a person's day (a lazy
 * form: hours with at most three decimals), and "Sync approved hours to payroll", which moves the
 * period's approved hours into its regular payroll and shows its progress and result. Focus moves
 * to the form's heading when it opens and back to the list heading when it closes.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <TimeSheets companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function TimeSheets({ companyId, onEvent, timeZone }: TimeSheetsProps) {
  const { t } = useScreenMessages(timeSheetsMessages);
  usePrefetchOnIdle(TimeSheetForm);
  // The pay period chosen on the list: the form starts on its first day.
  const [periodStart, setPeriodStart] = useState<string>();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  return (
    <div className="pk-time-sheets">
      <ListFormView<TimeSheet, string>
        editAttribute="data-time-sheet-edit"
        addAttribute="data-time-sheet-add"
        transitions={timeSheetsTransitions}
        savedNotice={(sheet) => t('list.created', { name: names.get(sheet.entity_uuid) ?? '' })}
        list={(view) => (
          <TimeSheetList
            companyId={companyId}
            onEvent={onEvent}
            onPeriodChange={setPeriodStart}
            onNames={setNames}
            {...view}
          />
        )}
        form={(view) => (
          <TimeSheetForm
            companyId={companyId}
            timeZone={timeZone}
            workDate={periodStart}
            onEvent={onEvent}
            {...view}
          />
        )}
      />
    </div>
  );
}
