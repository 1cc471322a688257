import { useEffect, useId, type Ref } from 'react';
import type {
  CustomReportRequest,
  ReportColumn,
  ReportFileType,
  ReportGrouping,
} from '../../api/reports/types';
import { useReportBuilderForm, useReportTemplate, type ReportBuilderValues } from '../../hooks/reports';
import {
  usePrimitives,
  Checkbox as DefaultCheckbox,
  DateField as DefaultDateField,
  RadioGroup as DefaultRadioGroup,
  TextField as DefaultTextField,
} from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { formSubmitProps } from '../shared/formSubmitProps';
import { useFormMessages } from '../shared/useFormMessages';
import { reportsBuilderMessages } from './builderMessages';
import type { ReportsEventHandler } from './events';
import type { RecentReport } from './recentReports';
import type { ReportStart } from './ReportOverview';

/** Every column the service offers, in the builder's order: who, when, earnings, taxes, the rest. */
const COLUMNS: readonly ReportColumn[] = [
  'employee_first_name',
  'employee_last_name',
  'employee_middle_initial',
  'preferred_first_name',
  'employee_uuid',
  'employee_email',
  'employee_work_email',
  'employee_phone_number',
  'date_of_birth',
  'job_title',
  'employment',
  'employment_type',
  'employee_department',
  'employee_compensation',
  'employee_compensation_time_period',
  'risk_class_code',
  'check_date',
  'pay_period_start',
  'pay_period_end',
  'start_date',
  'end_date',
  'payroll_type',
  'payroll_uuid',
  'payment_method',
  'gross_earnings',
  'regular_earnings',
  'regular_hours',
  'regular_rate',
  'overtime_earnings',
  'overtime_hours',
  'overtime_rate',
  'double_overtime_earnings',
  'double_overtime_hours',
  'double_overtime_rate',
  'holiday_earnings',
  'holiday_hours',
  'paid_time_off_earnings',
  'paid_time_off_hours',
  'paid_time_off_rate',
  'sick_time_off_earnings',
  'sick_time_off_hours',
  'sick_rate',
  'total_time_off_earnings',
  'total_time_off_hours',
  'bonus',
  'commission',
  'cash_tips',
  'paycheck_tips',
  'additional_earnings',
  'employee_federal_income_tax',
  'employee_social_security_tax',
  'employee_medicare_tax',
  'employee_medicare_additional_tax',
  'employee_state_income_tax',
  'employee_additional_taxes',
  'employee_taxes',
  'employee_benefit_contributions',
  'employee_deductions',
  'employee_donations',
  'garnishments',
  'net_pay',
  'reimbursements',
  'one_time_reimbursements',
  'recurring_reimbursements',
  'check_amount',
  'employer_social_security_tax',
  'employer_medicare_tax',
  'employer_futa_tax',
  'employer_suta_tax',
  'employer_additional_taxes',
  'employer_taxes',
  'employer_benefit_contributions',
  'total_employer_benefit_contributions',
  'employer_cost',
  'home_address',
  'home_address_street',
  'home_address_city',
  'home_address_state',
  'home_address_zip',
  'work_address_street',
  'work_address_city',
  'work_address_zip',
  'bank_account',
  'bank_account_type',
  'bank_account_routing_number',
  'bank_account_account_number',
];
const GROUPINGS: readonly ReportGrouping[] = ['payroll', 'employee', 'work_address', 'work_address_state'];
const FORMATS: readonly ReportFileType[] = ['csv', 'json', 'pdf'];

/** The builder's values before anything is chosen (the journal's columns replace its columns). */
const BLANK: ReportBuilderValues = {
  columns: [],
  groupings: [],
  file_type: 'csv',
  start_date: '',
  end_date: '',
  with_totals: true,
  custom_name: '',
};

/** Props of {@link ReportBuilder}. */
export interface ReportBuilderProps {
  companyId: string;
  /** The payroll journal's columns and groupings ticked, or none. */
  start: ReportStart;
  /** The service took the request: the report to follow. */
  onRequested?: (report: RecentReport) => void;
  onCancel?: () => void;
  onEvent?: ReportsEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Report whether the builder holds choices not yet requested (a shell that asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The report builder: the columns and groupings the service offers as checkboxes (the payroll
 * journal's ticked when started from it), an optional check-date range, the format, a totals row
 * and a name. No column, or an end before the start, is refused on its field before any request;
 * the service's refusals land on their fields with every choice kept.
 *
 * @example
 * <ReportBuilder companyId={companyId} start="journal" onRequested={follow} onCancel={back} />
 */
export function ReportBuilder(props: ReportBuilderProps) {
  const { Checkbox, DateField, RadioGroup, TextField } = usePrimitives({
    Checkbox: DefaultCheckbox,
    DateField: DefaultDateField,
    RadioGroup: DefaultRadioGroup,
    TextField: DefaultTextField,
  });
  const { t, fieldError } = useFormMessages(reportsBuilderMessages);
  const ids = useId();
  const template = useReportTemplate(props.companyId);
  const journal = props.start === 'journal' ? template.data : undefined;
  const nameOf = (body: { custom_name?: string | null }) =>
    body.custom_name ?? t(props.start === 'journal' ? 'builder.journalName' : 'builder.customName');
  const builder = useReportBuilderForm({
    companyId: props.companyId,
    defaultValues: journal ? { columns: journal.columns, groupings: journal.groupings } : {},
    onRequested: (request: CustomReportRequest, body) => {
      const report: RecentReport = {
        uuid: request.request_uuid ?? '',
        name: nameOf(body),
        fileType: body.file_type,
      };
      props.onEvent?.('report.requested', {
        requestUuid: report.uuid,
        name: report.name,
        fileType: report.fileType,
      });
      props.onRequested?.(report);
    },
  });
  // The journal's columns arrive after the form is made (the same form and heading stay on screen,
  // so focus on the heading is kept): they become its starting values, nothing typed yet.
  const { reset } = builder.form;
  useEffect(() => {
    if (journal) reset({ ...BLANK, columns: journal.columns, groupings: journal.groupings });
  }, [journal, reset]);
  const waiting = props.start === 'journal' && !template.data;
  const { register, formState } = builder.form;
  const errors = formState.errors;
  const columnsError = fieldError(errors, 'columns');
  const groupingsError = fieldError(errors, 'groupings');
  return (
    <FormLayout
      title={t('builder.title')}
      description={t('builder.description')}
      messages={reportsBuilderMessages}
      headingRef={props.headingRef}
      {...formSubmitProps(builder)}
      loading={waiting && !template.isError ? t('builder.loading') : undefined}
      unavailable={waiting && template.isError ? t('builder.templateError') : undefined}
      onDirtyChange={props.onDirtyChange}
      submitLabel={t('builder.submit')}
      secondary={props.onCancel && { label: t('form.cancel'), onClick: props.onCancel }}
    >
      <fieldset className="pk-flow-section__group">
        <legend className="pk-flow-section__legend">{t('builder.dates')}</legend>
        <p className="pk-flow-section__description">{t('builder.dates.hint')}</p>
        <DateField
          label={t('builder.startDate')}
          error={fieldError(errors, 'start_date')}
          {...register('start_date')}
        />
        <DateField
          label={t('builder.endDate')}
          error={fieldError(errors, 'end_date')}
          {...register('end_date')}
        />
      </fieldset>
      <RadioGroup
        label={t('builder.format')}
        error={fieldError(errors, 'file_type')}
        orientation="horizontal"
        options={FORMATS.map((format) => ({ value: format, label: t(`builder.format.${format}`) }))}
        {...register('file_type')}
      />
      <Checkbox label={t('builder.withTotals')} {...register('with_totals')} />
      <TextField
        label={t('builder.name')}
        hint={t('builder.name.hint')}
        error={fieldError(errors, 'custom_name')}
        {...register('custom_name')}
      />
      <fieldset
        className="pk-flow-section__group"
        aria-describedby={`${ids}-columns-hint${columnsError ? ` ${ids}-columns-error` : ''}`}
      >
        <legend className="pk-flow-section__legend">{t('builder.columns')}</legend>
        <p className="pk-flow-section__description" id={`${ids}-columns-hint`}>
          {t('builder.columns.hint')}
        </p>
        {columnsError ? (
          <p className="pk-field__error" id={`${ids}-columns-error`}>
            {columnsError}
          </p>
        ) : null}
        <div className="pk-reports__choices">
          {COLUMNS.map((column) => (
            <Checkbox key={column} value={column} label={t(`column.${column}`)} {...register('columns')} />
          ))}
        </div>
      </fieldset>
      <fieldset
        className="pk-flow-section__group"
        aria-describedby={`${ids}-groupings-hint${groupingsError ? ` ${ids}-groupings-error` : ''}`}
      >
        <legend className="pk-flow-section__legend">{t('builder.groupings')}</legend>
        <p className="pk-flow-section__description" id={`${ids}-groupings-hint`}>
          {t('builder.groupings.hint')}
        </p>
        {groupingsError ? (
          <p className="pk-field__error" id={`${ids}-groupings-error`}>
            {groupingsError}
          </p>
        ) : null}
        <div className="pk-reports__choices">
          {GROUPINGS.map((grouping) => (
            <Checkbox
              key={grouping}
              value={grouping}
              label={t(`grouping.${grouping}`)}
              {...register('groupings')}
            />
          ))}
        </div>
      </fieldset>
    </FormLayout>
  );
}
