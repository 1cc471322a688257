import { lazyScreen } from '../shared/lazyScreen';

/**
 * Every section of `<EmployeePortal/>` but the overview leaves its first load: the pay stubs, the
 * details (with the home address form: react-hook-form and Zod), time off (with the request form)
 * and the documents. They share one chunk, fetched on the first idle moment (two lazy chunks
 * would split what they share into chunks of their own, costing more bytes than it saves).
 */
const later = () => import('./laterScreens');

export const PayStubs = lazyScreen(() => later().then((module) => module.PayStubs));
export const Profile = lazyScreen(() => later().then((module) => module.Profile));
export const TimeOffSection = lazyScreen(() => later().then((module) => module.TimeOffSection));
export const Documents = lazyScreen(() => later().then((module) => module.Documents));
