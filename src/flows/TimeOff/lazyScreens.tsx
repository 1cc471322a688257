import { lazyScreen } from '../shared/lazyScreen';

/**
 * Everything of `<TimeOff/>` but the requests list leaves its first load: the request form, the
 * policy forms, a request's details, the decline dialog (these with react-hook-form and Zod) and
 * the policies, holiday pay and balances sections. They share one chunk, fetched on the first idle
 * moment: the bundler splits the modules two lazy chunks share into chunks of their own (React's
 * among them), which costs more bytes than it saves.
 */
const later = () => import('./laterScreens');

/** Renders nothing while on its way: a dialog or an aside shows once its code is there. */
const Nothing = () => null;

export const RequestForm = lazyScreen(() => later().then((module) => module.RequestForm));
export const RequestDetails = lazyScreen(() => later().then((module) => module.RequestDetails));
export const DeclineDialog = lazyScreen(() => later().then((module) => module.DeclineDialog), Nothing);
export const PolicyList = lazyScreen(() => later().then((module) => module.PolicyList));
export const PolicyForm = lazyScreen(() => later().then((module) => module.PolicyForm));
export const PolicyEmployees = lazyScreen(() => later().then((module) => module.PolicyEmployees), Nothing);
export const HolidayPay = lazyScreen(() => later().then((module) => module.HolidayPay));
export const Balances = lazyScreen(() => later().then((module) => module.Balances));
