import { root } from '../queryKeyRoot';

export const companyAttachments = (companyId: string) => [root, 'company', companyId, 'attachments'] as const;
