import { useEffect, useRef } from 'react';
import { useReport } from '../../hooks/reports';
import { usePrimitives, useScreenMessages, Spinner as DefaultSpinner } from '../../ui';
import type { ReportsEventHandler } from './events';
import { reportsMessages } from './messages';
import type { RecentReport } from './recentReports';
import { ReportDownload } from './ReportDownload';

/**
 * One report asked for on this screen: a progress state while the service prepares it (read again
 * every two seconds, announced politely), then its download; a report the service could not
 * prepare says so.
 *
 * @example
 * <RecentReportItem report={{ uuid, name: 'Payroll journal', fileType: 'csv' }} />
 */
export function RecentReportItem({
  report,
  onEvent,
}: {
  report: RecentReport;
  onEvent?: ReportsEventHandler;
}) {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(reportsMessages);
  const query = useReport(report.uuid);
  const status = query.data?.status;
  const url = status === 'succeeded' ? query.data?.report_urls?.[0] : undefined;
  const told = useRef(false);
  useEffect(() => {
    if (url && !told.current) {
      told.current = true;
      onEvent?.('report.ready', { requestUuid: report.uuid, name: report.name });
    }
  }, [url, onEvent, report.uuid, report.name]);
  const format = t(`format.${report.fileType}`);
  return (
    <li className="pk-reports__item" data-report={report.uuid}>
      <div role="status" className="pk-reports__status">
        {query.isError ? (
          t('recent.loadError')
        ) : status === 'failed' ? (
          t('recent.failed', { name: report.name })
        ) : url ? (
          t('recent.ready', { name: report.name })
        ) : (
          <Spinner size="sm" showLabel label={t('recent.pending', { name: report.name })} />
        )}
      </div>
      {url ? (
        <ReportDownload
          url={url}
          name={report.name}
          fileType={report.fileType}
          label={t('recent.download', { name: report.name, format })}
          expired={t('recent.expired')}
        />
      ) : null}
    </li>
  );
}
