import { reportFileId } from '../../api/reports/operations';
import { useReportFile } from '../../hooks/reports';
import { useObjectUrl } from '../shared/usePdfUrl';

/** The file name a download is saved under: the report's name, made safe, and its extension. */
function fileName(name: string, fileType: string): string {
  const base = name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'report';
  return `${base}.${fileType}`;
}

/**
 * The download of a ready report: a file of the payroll service is fetched through the proxy (a
 * plain link could not carry the headers it needs) and offered as this page's object URL, saved
 * under the report's name; a URL of another host (signed storage) is a plain link.
 *
 * @example
 * <ReportDownload url={report.report_urls[0]} name="Payroll journal" fileType="csv" label="Download Payroll journal (CSV)" />
 */
export function ReportDownload({
  url,
  name,
  fileType,
  label,
  expired,
}: {
  url: string;
  name: string;
  fileType: string;
  label: string;
  /** The words shown when the service no longer serves the file (after its ten minutes). */
  expired: string;
}) {
  const onService = reportFileId(url) !== undefined;
  const file = useReportFile(url);
  const href = useObjectUrl(file.data);
  if (!onService)
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  if (file.isError) return <p role="status">{expired}</p>;
  // Until the file is here the link has nowhere to go: it is shown once it does.
  return href ? (
    <a href={href} download={fileName(name, fileType)} data-report-download="">
      {label}
    </a>
  ) : null;
}
