import { usePrimitives, useScreenMessages, Spinner as DefaultSpinner } from '../../ui';
import type { ShownEarningType } from '../../hooks/earningTypes';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { ListFormView } from '../shared/ListFormView';
import { earningTypesTransitions } from './transitions';
import type { EarningTypesEventHandler } from './events';
import { CustomEarningList } from './CustomEarningList';
import { earningTypesMessages } from './messages';

function FormPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(earningTypesMessages);
  return <Spinner label={t('form.loading')} />;
}

/** The form (with react-hook-form and zod) leaves the list's first load; fetched on idle. */
const CustomEarningForm = lazyScreen(
  () => import('./CustomEarningForm').then((module) => module.CustomEarningForm),
  FormPending,
);

/** Props of {@link EarningTypes}. */
export interface EarningTypesProps {
  companyId: string;
  onEvent?: EarningTypesEventHandler;
  /**
   * Keep the open form in the URL (`?pk_earning_types=new`, or the type's uuid): opening a form is
   * a history entry, and the browser's Back button returns to the list. Off by default: the
   * partner's router may own the URL.
   *
   * @example
   * <EarningTypes companyId={companyId} urlSync />
   */
  urlSync?: boolean;
}

/**
 * A company settings screen for its custom earnings (contract.md#earning-types): the company's
 * own earning types, added, renamed, deactivated and reactivated, beside the defaults every
 * company has (read-only). What is active here is what the payroll editor offers as additional
 * earnings. Focus moves to the form's heading when it opens, and back to the row's Rename button
 * (or the list heading) when it closes.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <EarningTypes companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function EarningTypes({ companyId, onEvent, urlSync }: EarningTypesProps) {
  const { t } = useScreenMessages(earningTypesMessages);
  usePrefetchOnIdle(CustomEarningForm);
  return (
    <div className="pk-earning-types">
      <ListFormView<ShownEarningType, string>
        editAttribute="data-earning-type-edit"
        transitions={earningTypesTransitions}
        addAttribute="data-earning-type-add"
        urlSync={urlSync ? { param: 'pk_earning_types' } : undefined}
        savedNotice={(type, created) => t(created ? 'list.created' : 'list.updated', { name: type.name })}
        list={(view) => <CustomEarningList companyId={companyId} onEvent={onEvent} {...view} />}
        form={(view) => (
          <CustomEarningForm
            companyId={companyId}
            earningTypeId={view.recordId}
            onEvent={onEvent}
            {...view}
          />
        )}
      />
    </div>
  );
}
