export { useCancelPayrolls } from './mutations';
