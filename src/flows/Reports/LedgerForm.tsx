import type { Ref } from 'react';
import type { GeneralLedgerRequest } from '../../api/reports/types';
import { usePayrolls } from '../../hooks/payroll';
import { useGeneralLedgerForm } from '../../hooks/reports';
import { usePrimitives, useFormat, RadioGroup as DefaultRadioGroup, Select as DefaultSelect } from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { formSubmitProps } from '../shared/formSubmitProps';
import { useFormMessages } from '../shared/useFormMessages';
import { reportsBuilderMessages } from './builderMessages';
import type { ReportsEventHandler } from './events';
import type { RecentReport } from './recentReports';

/** Props of {@link LedgerForm}. */
export interface LedgerFormProps {
  companyId: string;
  /** The service took the request: the report to follow on the overview. */
  onRequested?: (report: RecentReport) => void;
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  onEvent?: ReportsEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const AGGREGATIONS = ['default', 'job', 'department', 'integration'] as const;
const INTEGRATIONS = ['xero', 'qbo'] as const;

/**
 * Ask for a processed payroll's general ledger: the payroll, picked from the payroll history
 * (processed payrolls, newest check date first), and how the entry is split (whole, by job, by
 * department, or in an accounting integration's accounts, Xero or QuickBooks Online, asked only
 * then). The request is then followed on the overview (its progress, then the JSON download).
 *
 * @example
 * <LedgerForm companyId={companyId} onRequested={follow} onCancel={backToOverview} />
 */
export function LedgerForm(props: LedgerFormProps) {
  const { RadioGroup, Select } = usePrimitives({
    RadioGroup: DefaultRadioGroup,
    Select: DefaultSelect,
  });
  const { t, fieldError } = useFormMessages(reportsBuilderMessages);
  const format = useFormat();
  const history = usePayrolls(props.companyId, {
    processingStatuses: ['processed'],
    sortOrder: 'desc',
    dateFilterBy: 'check_date',
    per: 100,
  });
  const payrolls = [...(history.data?.items ?? [])].sort((a, b) => b.check_date.localeCompare(a.check_date));
  const ledger = useGeneralLedgerForm({
    onRequested: (request: GeneralLedgerRequest, asked) => {
      const payroll = payrolls.find((p) => p.uuid === asked.payrollId);
      const report: RecentReport = {
        uuid: request.request_uuid ?? '',
        name: t('ledger.name', { checkDate: payroll ? format.date(payroll.check_date) : asked.payrollId }),
        fileType: 'json',
      };
      props.onEvent?.('report.requested', { requestUuid: report.uuid, name: report.name, fileType: 'json' });
      props.onRequested?.(report);
    },
  });
  const { register, formState, watch } = ledger.form;
  const errors = formState.errors;
  const none = history.data !== undefined && payrolls.length === 0;
  return (
    <FormLayout
      title={t('ledger.title')}
      description={t('ledger.description')}
      messages={reportsBuilderMessages}
      headingRef={props.headingRef}
      {...formSubmitProps(ledger)}
      loading={history.isLoading ? t('ledger.payroll.loading') : undefined}
      unavailable={history.isError ? t('ledger.payroll.error') : none ? t('ledger.payroll.none') : undefined}
      onDirtyChange={props.onDirtyChange}
      submitLabel={t('ledger.submit')}
      secondary={props.onCancel && { label: t('form.cancel'), onClick: props.onCancel }}
    >
      <Select
        label={t('ledger.payroll')}
        hint={t('ledger.payroll.hint')}
        required
        placeholder={t('ledger.payroll.choose')}
        error={fieldError(errors, 'payroll_uuid')}
        options={payrolls.map((payroll) => ({
          value: payroll.uuid,
          label: t(payroll.off_cycle ? 'ledger.payroll.optionOffCycle' : 'ledger.payroll.option', {
            checkDate: format.date(payroll.check_date),
            start: format.date(payroll.pay_period.start_date),
            end: format.date(payroll.pay_period.end_date),
          }),
        }))}
        {...register('payroll_uuid')}
      />
      <RadioGroup
        label={t('ledger.aggregation')}
        required
        error={fieldError(errors, 'aggregation')}
        options={AGGREGATIONS.map((aggregation) => ({
          value: aggregation,
          label: t(`ledger.aggregation.${aggregation}`),
        }))}
        {...register('aggregation')}
      />
      {watch('aggregation') === 'integration' ? (
        <RadioGroup
          label={t('ledger.integration')}
          required
          orientation="horizontal"
          error={fieldError(errors, 'integration_type')}
          options={INTEGRATIONS.map((integration) => ({
            value: integration,
            label: t(`ledger.integration.${integration}`),
          }))}
          {...register('integration_type')}
        />
      ) : null}
    </FormLayout>
  );
}
