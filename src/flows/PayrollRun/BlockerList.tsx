import type { PayrollBlocker } from '../../api/types/payrolls';
import { usePrimitives, Alert as DefaultAlert, Button as DefaultButton } from '../../ui';
import type { PayrollRunMessageKey } from './messages';
import { payrollRunMessages } from './messages';
import { usePayrollRunMessages } from './usePayrollRunMessages';

/** Props of {@link BlockerList}. */
export interface BlockerListProps {
  blockers: readonly PayrollBlocker[];
  /** Ask the service again (after fixing one elsewhere). */
  onRecheck?: () => void;
}

/**
 * The company's payroll blockers, each in plain words with what to do about it. A key this
 * version does not know (contract.md#enums) shows the service's own message.
 *
 * @example
 * <BlockerList blockers={blockers} onRecheck={() => refetch()} />
 */
export function BlockerList({ blockers, onRecheck }: BlockerListProps) {
  const { Alert, Button } = usePrimitives({ Alert: DefaultAlert, Button: DefaultButton });
  const { t } = usePayrollRunMessages();
  const explain = (blocker: PayrollBlocker) => {
    const key = `blocker.${blocker.key}`;
    return Object.hasOwn(payrollRunMessages.en, key)
      ? t(key as PayrollRunMessageKey)
      : t('blocker.unknown', { message: blocker.message });
  };
  return (
    <Alert
      tone="warning"
      title={t('landing.blocked.title')}
      action={
        onRecheck ? (
          <Button type="button" size="sm" variant="secondary" onClick={onRecheck}>
            {t('landing.blocked.recheck')}
          </Button>
        ) : undefined
      }
    >
      <p>
        {t(blockers.length === 1 ? 'landing.blocked.count' : 'landing.blocked.countMany', {
          count: blockers.length,
        })}
      </p>
      <ul className="pk-payroll-run__blockers">
        {blockers.map((blocker) => (
          <li key={blocker.key} data-blocker={blocker.key}>
            {explain(blocker)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
