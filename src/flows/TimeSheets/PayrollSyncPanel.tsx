import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors';
import type { PayrollSync } from '../../api/timeSheets/types';
import { usePayrollSync, useStartPayrollSync } from '../../hooks/timeSheets';
import {
  useFormat,
  usePrimitives,
  useScreenMessages,
  Alert as DefaultAlert,
  Button as DefaultButton,
} from '../../ui';
import type { TimeSheetsEventHandler } from './events';
import { timeSheetsMessages } from './messages';

/** Props of {@link PayrollSyncPanel}. */
export interface PayrollSyncPanelProps {
  companyId: string;
  period: { start: string; end: string; scheduleId: string };
  onEvent?: TimeSheetsEventHandler;
}

/** The messages of a sync's entries (`errors` or `warnings`), joined. */
const joined = (entries: PayrollSync['errors']) =>
  entries.map((entry) => entry.message ?? entry.category ?? '').join(' ');

/**
 * "Sync approved hours to payroll" for the pay period: the sync is asked for, followed while it
 * runs (a polite status line says so, the button busy and keeping focus), and its result said
 * where focus stays: done (with any sheet not synced named), ended with an error, or refused by
 * the service (no approved sheet, no payroll) in its words.
 *
 * @example
 * <PayrollSyncPanel companyId={companyId} period={{ start, end, scheduleId }} />
 */
export function PayrollSyncPanel({ companyId, period, onEvent }: PayrollSyncPanelProps) {
  const { Alert, Button } = usePrimitives({ Alert: DefaultAlert, Button: DefaultButton });
  const { t } = useScreenMessages(timeSheetsMessages);
  const format = useFormat();
  const start = useStartPayrollSync(companyId);
  const [syncId, setSyncId] = useState<string>();
  const sync = usePayrollSync(companyId, syncId);
  const reported = useRef<string>(undefined);
  const completed = sync.data?.completed_at ? sync.data : undefined;
  const running = start.isPending || (syncId !== undefined && !completed);

  useEffect(() => {
    if (!completed || reported.current === completed.uuid) return;
    reported.current = completed.uuid;
    onEvent?.('payrollSync.completed', {
      payrollSyncId: completed.uuid,
      synced: completed.errors.length === 0,
    });
  }, [completed, onEvent]);

  async function run() {
    if (running) return;
    setSyncId(undefined);
    try {
      const started = await start.mutateAsync({
        kind: 'regular',
        pay_schedule_uuid: period.scheduleId,
        pay_period_start_date: period.start,
        pay_period_end_date: period.end,
      });
      setSyncId(started.uuid);
    } catch (error) {
      onEvent?.('error', { error: error as Error });
    }
  }

  const refusal = start.error
    ? isApiError(start.error) && start.error.status < 500
      ? joined(start.error.errors)
      : t('review.error')
    : undefined;
  const dates = { start: format.date(period.start), end: format.date(period.end) };
  return (
    <section className="pk-flow-section" aria-labelledby={`${companyId}-time-sheets-sync`}>
      <h3 id={`${companyId}-time-sheets-sync`} className="pk-flow-section__title">
        {t('sync.title')}
      </h3>
      <p className="pk-flow-section__description">{t('sync.description')}</p>
      <div className="pk-flow-section__actions">
        <Button type="button" variant="primary" loading={running} onClick={() => void run()}>
          {t('sync.start')}
        </Button>
      </div>
      <p role="status" className="pk-flow-section__description">
        {running ? t('sync.running') : ''}
      </p>
      {completed && completed.errors.length === 0 ? (
        <Alert tone="success">
          {t('sync.done', dates)}
          {completed.warnings.length > 0
            ? ` ${t('sync.warnings', { messages: joined(completed.warnings) })}`
            : ''}
        </Alert>
      ) : null}
      {completed && completed.errors.length > 0 ? (
        <Alert tone="danger">{t('sync.failed', { message: joined(completed.errors) })}</Alert>
      ) : null}
      {refusal && !running ? <Alert tone="danger">{t('sync.refused', { message: refusal })}</Alert> : null}
    </section>
  );
}
