export { EmployeeSelfOnboarding, type EmployeeSelfOnboardingProps } from './EmployeeSelfOnboarding';
export type { EmployeeSelfOnboardingEventHandler, EmployeeSelfOnboardingEventMap } from './events';
export type { EmployeeSelfOnboardingScreen } from './transitions';
