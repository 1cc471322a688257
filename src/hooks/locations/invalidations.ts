import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

export const location = (queryClient: QueryClient, companyId: string, locationId?: string) =>
  refresh(queryClient, [
    queryKeys.locations(companyId),
    ...(locationId ? [queryKeys.location(locationId)] : []),
  ]);
