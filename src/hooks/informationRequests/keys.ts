import { root } from '../queryKeyRoot';

export const informationRequests = (companyId: string) =>
  [root, 'company', companyId, 'information_requests'] as const;
