import { useState } from 'react';
import { useCreateFicaWageReport } from '../../hooks/reports';
import { usePrimitives, useScreenMessages, Alert as DefaultAlert, Button as DefaultButton } from '../../ui';
import type { ListViewProps } from '../shared/ListFormView';
import type { ReportsEventHandler } from './events';
import { reportsMessages } from './messages';
import { RecentReportItem } from './RecentReportItem';
import type { RecentReport } from './recentReports';

/** Which report the builder starts from. */
export type ReportStart = 'journal' | 'custom' | 'ledger';

/** Props of {@link ReportOverview}. */
export interface ReportOverviewProps extends Partial<
  Pick<ListViewProps<string>, 'headingRef' | 'notice' | 'onDismissNotice'>
> {
  companyId: string;
  /** The reports asked for on this screen, newest first. */
  recent: readonly RecentReport[];
  /** A report was asked for here (the FICA wages, at once). */
  onRequested: (report: RecentReport) => void;
  /** A template's Build was pressed: open the builder from it. */
  onBuild: (start: ReportStart) => void;
  onEvent?: ReportsEventHandler;
}

/**
 * The reports screen's landing: the reports to start (the payroll journal and a custom report open
 * the builder; a payroll's general ledger opens its form; the year's FICA wages are asked for at once), then the reports asked for on this
 * screen, each with its progress and, once ready, its download.
 *
 * @example
 * <ReportOverview companyId={companyId} recent={recent} onRequested={add} onBuild={openBuilder} />
 */
export function ReportOverview(props: ReportOverviewProps) {
  const { companyId, recent, onRequested, onBuild, onEvent, notice, onDismissNotice } = props;
  const { Alert, Button } = usePrimitives({ Alert: DefaultAlert, Button: DefaultButton });
  const { t } = useScreenMessages(reportsMessages);
  const fica = useCreateFicaWageReport(companyId);
  const [requestError, setRequestError] = useState(false);
  const year = new Date().getFullYear();

  async function requestFica() {
    if (fica.isPending) return;
    setRequestError(false);
    try {
      const accepted = await fica.mutateAsync({ start_year: year, end_year: year });
      const name = t('name.fica', { year });
      onEvent?.('report.requested', { requestUuid: accepted.request_uuid, name, fileType: 'csv' });
      onRequested({ uuid: accepted.request_uuid, name, fileType: 'csv' });
    } catch (error) {
      onEvent?.('error', { error: error as Error });
      setRequestError(true);
    }
  }

  return (
    <section className="pk-flow-section pk-reports" aria-labelledby={`${companyId}-reports`}>
      <div className="pk-flow-section__header">
        <h2
          id={`${companyId}-reports`}
          ref={props.headingRef}
          tabIndex={-1}
          className="pk-flow-section__title"
        >
          {t('list.title')}
        </h2>
      </div>
      <p className="pk-flow-section__description">{t('list.description')}</p>
      {notice ? (
        <Alert tone="success" onDismiss={onDismissNotice}>
          {notice}
        </Alert>
      ) : null}
      {requestError ? <Alert tone="danger">{t('recent.requestError')}</Alert> : null}
      <section className="pk-flow-section" aria-labelledby={`${companyId}-reports-templates`}>
        <h3 id={`${companyId}-reports-templates`} className="pk-reports__subtitle">
          {t('templates.title')}
        </h3>
        <ul className="pk-reports__templates">
          <li>
            <h4>{t('templates.journal')}</h4>
            <p className="pk-flow-section__description">{t('templates.journal.description')}</p>
            <Button type="button" data-report-build="journal" onClick={() => onBuild('journal')}>
              {t('templates.journal.build')}
            </Button>
          </li>
          <li>
            <h4>{t('templates.custom')}</h4>
            <p className="pk-flow-section__description">{t('templates.custom.description')}</p>
            <Button
              type="button"
              variant="secondary"
              data-report-build="custom"
              onClick={() => onBuild('custom')}
            >
              {t('templates.custom.build')}
            </Button>
          </li>
          <li>
            <h4>{t('templates.ledger')}</h4>
            <p className="pk-flow-section__description">{t('templates.ledger.description')}</p>
            <Button
              type="button"
              variant="secondary"
              data-report-build="ledger"
              onClick={() => onBuild('ledger')}
            >
              {t('templates.ledger.build')}
            </Button>
          </li>
          <li>
            <h4>{t('templates.fica')}</h4>
            <p className="pk-flow-section__description">{t('templates.fica.description')}</p>
            <Button
              type="button"
              variant="secondary"
              aria-disabled={fica.isPending || undefined}
              onClick={() => void requestFica()}
            >
              {t('templates.fica.request', { year })}
            </Button>
          </li>
        </ul>
      </section>
      <section className="pk-flow-section" aria-labelledby={`${companyId}-reports-recent`}>
        <h3 id={`${companyId}-reports-recent`} className="pk-reports__subtitle">
          {t('recent.title')}
        </h3>
        {recent.length === 0 ? (
          <p className="pk-flow-section__description">{t('recent.empty')}</p>
        ) : (
          <ul className="pk-reports__recent">
            {recent.map((report) => (
              <RecentReportItem key={report.uuid} report={report} onEvent={onEvent} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
