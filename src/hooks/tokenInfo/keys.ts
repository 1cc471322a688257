import { root } from '../queryKeyRoot';

export const tokenInfo = () => [root, 'token_info'] as const;
