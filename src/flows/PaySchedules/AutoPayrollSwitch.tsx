import { useState } from 'react';
import { isApiError } from '../../api/errors';
import type { AutoPayrollBlocker } from '../../api/paySchedules/types';
import { useAutoPayroll } from '../../hooks/paySchedules';
import {
  usePrimitives,
  useScreenMessages,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
  Switch as DefaultSwitch,
} from '../../ui';
import { autoPayrollMessages, type AutoPayrollMessageKey } from './autoPayroll.messages';

/** Props of {@link AutoPayrollSwitch}. */
export interface AutoPayrollSwitchProps {
  companyId: string;
  payScheduleId: string;
}

const KNOWN = new Set([
  'employees_not_on_direct_deposit',
  'missing_funding_method',
  'company_suspended',
  'missing_state_tax_requirements',
  'one_day_ach_speed_not_supported',
]);

/**
 * A schedule's auto-payroll switch (contract.md#pay-schedules `auto_payroll`): what stands in the way of turning
 * it on, in words, under the switch; a refusal by the service is explained the same way on the
 * switch, and nothing is lost.
 *
 * @example
 * <AutoPayrollSwitch companyId={companyId} payScheduleId={schedule.uuid} />
 */
export function AutoPayrollSwitch({ companyId, payScheduleId }: AutoPayrollSwitchProps) {
  const { Alert, Button, Spinner, Switch } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
    Switch: DefaultSwitch,
  });
  const { t } = useScreenMessages(autoPayrollMessages);
  const auto = useAutoPayroll(companyId, payScheduleId);
  const [refused, setRefused] = useState<AutoPayrollBlocker[]>();
  const [failed, setFailed] = useState(false);

  const reason = (blocker: AutoPayrollBlocker) =>
    KNOWN.has(blocker.key)
      ? t(`blocker.${blocker.key}` as AutoPayrollMessageKey, {
          count: blocker.metadata?.employee_uuids?.length ?? 0,
        })
      : t('blocker.other', { key: blocker.key });

  if (auto.schedule.isError) {
    return (
      <Alert
        tone="danger"
        action={
          <Button type="button" variant="secondary" onClick={() => void auto.schedule.refetch()}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  }
  if (!auto.schedule.data) return <Spinner label={t('loading')} />;

  const toggle = async (on: boolean) => {
    setRefused(undefined);
    setFailed(false);
    try {
      await auto.setAutoPayroll(on);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setRefused(
          error.errors.map((entry) => ({
            key: String(entry.metadata?.key ?? entry.error_key),
            metadata: {},
          })),
        );
      } else {
        setFailed(true);
      }
    }
  };

  const blockers = auto.enabled ? [] : auto.blockers;
  const list = (items: AutoPayrollBlocker[]) => (
    <ul>
      {items.map((blocker) => (
        <li key={blocker.key}>{reason(blocker)}</li>
      ))}
    </ul>
  );

  return (
    <div className="pk-auto-payroll">
      <Switch
        label={t('label')}
        hint={
          blockers.length > 0 ? (
            <>
              {t('blocked')}
              {list(blockers)}
            </>
          ) : (
            t('hint')
          )
        }
        error={
          refused
            ? [
                t('refused'),
                ...refused.map((r) => reason(auto.blockers.find((b) => b.key === r.key) ?? r)),
              ].join(' ')
            : failed
              ? t('error.generic')
              : undefined
        }
        checked={auto.enabled}
        disabled={auto.isPending}
        onChange={(event) => void toggle(event.target.checked)}
      />
      <p role="status" className="pk-visually-hidden">
        {auto.enabled ? t('saved') : t('off')}
      </p>
    </div>
  );
}
