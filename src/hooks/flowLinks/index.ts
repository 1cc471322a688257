export { useCreateFlowLink } from './mutations';
