import { root } from '../queryKeyRoot';

export const peopleBatch = (batchUuid: string) => [root, 'people-batch', batchUuid] as const;
