import { root } from '../queryKeyRoot';

export const printableChecks = (requestId: string) => [root, 'printable-checks', requestId] as const;
