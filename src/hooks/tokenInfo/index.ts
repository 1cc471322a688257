export { useCan, useTokenInfo } from './queries';
