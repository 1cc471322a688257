import { root } from '../queryKeyRoot';

export const wireInRequests = (companyId: string) =>
  [root, 'company', companyId, 'wire_in_requests'] as const;
export const wireInRequestList = (companyId: string) => [...wireInRequests(companyId), 'list'] as const;
export const wireInRequest = (companyId: string, wireId: string) =>
  [...wireInRequests(companyId), 'detail', wireId] as const;
