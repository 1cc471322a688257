import { root } from '../queryKeyRoot';

export const report = (requestUuid: string) => [root, 'report', requestUuid] as const;
export const reportFile = (url: string) => [root, 'report-file', url] as const;
export const reportTemplate = (companyId: string, reportType: string) =>
  [root, 'report-template', companyId, reportType] as const;
