export {
  useCancelContractorPortalInvitation,
  useCancelEmployeePortalInvitation,
  useInviteContractorToPortal,
  useInviteEmployeeToPortal,
} from './mutations';
export { useContractorPortalInvitation, useEmployeePortalInvitation } from './queries';
export * as portalInvitationQueries from './queryOptions';
