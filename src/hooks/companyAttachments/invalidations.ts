import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/** A company document was uploaded: the company's list. */
export const companyAttachment = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [queryKeys.companyAttachments(companyId)]);
