import { useState } from 'react';
import { usePrimitives, useScreenMessages, Spinner as DefaultSpinner } from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { ListFormView } from '../shared/ListFormView';
import type { ReportsEventHandler } from './events';
import { reportsMessages } from './messages';
import type { RecentReport } from './recentReports';
import { ReportOverview, type ReportStart } from './ReportOverview';
import { reportsTransitions } from './transitions';

function BuilderPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(reportsMessages);
  return <Spinner label={t('form.loading')} />;
}

/** The builder (its form, the column names) leaves the overview's first load; fetched on idle. */
const ReportBuilder = lazyScreen(
  () => import('./reportForms').then((module) => module.ReportBuilder),
  BuilderPending,
);

/** The general ledger's form (the payroll history, the split) rides in the builder's lazy module. */
const LedgerForm = lazyScreen(
  () => import('./reportForms').then((module) => module.LedgerForm),
  BuilderPending,
);

/** Props of {@link Reports}. */
export interface ReportsProps {
  companyId: string;
  onEvent?: ReportsEventHandler;
}

/**
 * A company's payroll reports (contract.md#reports): it opens on the reports to start (the
 * payroll journal, a custom report, a processed payroll's general ledger, the year's FICA wages) and the ones asked for here; the builder
 * (columns and groupings as checkboxes, check dates, format) loads when reached. A requested report
 * shows its progress while the service prepares it, then its download (a CSV, JSON or PDF file
 * fetched through the proxy). Focus moves to the builder's heading when it opens, and back to the
 * overview's heading once the report is requested (or to the Build button after a Cancel).
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <Reports companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function Reports({ companyId, onEvent }: ReportsProps) {
  const { t } = useScreenMessages(reportsMessages);
  const [recent, setRecent] = useState<RecentReport[]>([]);
  const [start, setStart] = useState<ReportStart>('journal');
  const follow = (report: RecentReport) => setRecent((shown) => [report, ...shown]);
  usePrefetchOnIdle(ReportBuilder);
  return (
    <div className="pk-reports-flow">
      <ListFormView<RecentReport, string>
        editAttribute="data-report"
        addAttribute={`data-report-build="${start}"`}
        transitions={reportsTransitions}
        savedNotice={(report) => t('list.requested', { name: report.name })}
        list={(view) => (
          <ReportOverview
            companyId={companyId}
            recent={recent}
            onRequested={follow}
            onBuild={(chosen) => {
              setStart(chosen);
              view.onAdd();
            }}
            onEvent={onEvent}
            headingRef={view.headingRef}
            notice={view.notice}
            onDismissNotice={view.onDismissNotice}
          />
        )}
        form={(view) =>
          start === 'ledger' ? (
            <LedgerForm
              companyId={companyId}
              onEvent={onEvent}
              headingRef={view.headingRef}
              onCancel={view.onCancel}
              onRequested={(report) => {
                follow(report);
                view.onSaved(report, true);
              }}
            />
          ) : (
            <ReportBuilder
              companyId={companyId}
              start={start}
              onEvent={onEvent}
              headingRef={view.headingRef}
              onCancel={view.onCancel}
              onRequested={(report) => {
                follow(report);
                view.onSaved(report, true);
              }}
            />
          )
        }
      />
    </div>
  );
}
