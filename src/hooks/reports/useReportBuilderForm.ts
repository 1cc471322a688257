import * as z from 'zod/mini';
import type {
  CustomReportBody,
  CustomReportRequest,
  ReportColumn,
  ReportFileType,
  ReportGrouping,
} from '../../api/reports/types';
import { isoDate, optional } from '../schemas/fields';
import { useApiForm, type ApiForm } from '../useApiForm';
import { useCreateCustomReport } from './mutations';

/**
 * Values of the report builder, as chosen: the columns and groupings ticked, the file type, an
 * optional check-date range, a totals row, and a name.
 *
 * @example
 * const values: ReportBuilderValues = { columns: ['gross_earnings'], groupings: ['payroll'], file_type: 'csv', start_date: '', end_date: '', with_totals: true, custom_name: '' };
 */
export interface ReportBuilderValues {
  columns: ReportColumn[];
  groupings: ReportGrouping[];
  file_type: ReportFileType;
  start_date: string;
  end_date: string;
  with_totals: boolean;
  custom_name: string;
}

/**
 * Options of {@link useReportBuilderForm}: the company, the values to start from (the payroll
 * journal template's), and what to do once the service has the request.
 *
 * @example
 * useReportBuilderForm({ companyId, onRequested: (request) => follow(request.request_uuid) });
 */
export interface ReportBuilderFormOptions {
  companyId: string;
  defaultValues?: Partial<ReportBuilderValues>;
  onRequested?: (request: CustomReportRequest, body: CustomReportBody) => void;
}

const formSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z
      .object({
        columns: z.array(z.string()).check(z.minLength(1, { error: 'validation.required' })),
        groupings: z.array(z.string()),
        file_type: z.enum(['csv', 'json', 'pdf'], { error: 'validation.required' }),
        start_date: optional(isoDate),
        end_date: optional(isoDate),
        with_totals: z.boolean(),
        custom_name: z.string().check(z.maxLength(255, { error: 'validation.tooLong' })),
      })
      .check(
        z.refine((value) => !value.start_date || !value.end_date || value.end_date >= value.start_date, {
          path: ['end_date'],
          error: 'validation.endBeforeStart',
        }),
      ),
    z.transform((values): CustomReportBody => ({
      columns: values.columns as ReportColumn[],
      groupings: values.groupings as ReportGrouping[],
      file_type: values.file_type,
      with_totals: values.with_totals,
      // The dates filter on the check date, as the payroll journal reads.
      date_filter_type: 'check_date',
      ...(values.start_date ? { start_date: values.start_date } : {}),
      ...(values.end_date ? { end_date: values.end_date } : {}),
      ...(values.custom_name.trim() ? { custom_name: values.custom_name.trim() } : {}),
    })),
  ))();

/**
 * Headless form building a custom report (contract.md#reports): at least one column (else
 * `validation.required` on `columns`), the end date not before the start (`validation.endBeforeStart`
 * on `end_date`), a name of at most 255 characters, all checked before any request; the service's
 * 422s land on their fields (`columns`, `groupings`, `file_type`, the dates). One idempotency key
 * per request.
 *
 * @example
 * const { form, submit } = useReportBuilderForm({ companyId, defaultValues: { columns: journal.columns, groupings: journal.groupings } });
 * <form onSubmit={submit}>
 *   <input type="checkbox" value="gross_earnings" {...form.register('columns')} />
 * </form>
 */
export function useReportBuilderForm(
  options: ReportBuilderFormOptions,
): ApiForm<ReportBuilderValues, CustomReportRequest, CustomReportBody> {
  const create = useCreateCustomReport(options.companyId);
  return useApiForm<ReportBuilderValues, CustomReportRequest, CustomReportBody>({
    schema: formSchema,
    defaultValues: {
      columns: [],
      groupings: [],
      file_type: 'csv',
      start_date: '',
      end_date: '',
      with_totals: true,
      custom_name: '',
      ...options.defaultValues,
    },
    onSubmit: (body) => create.mutateAsync(body),
    onSuccess: (request, body) => options.onRequested?.(request, body),
  });
}
