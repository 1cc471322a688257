export { PaymentSettings, type PaymentSettingsProps } from './PaymentSettings';
export { PaymentSettingsOverview, type PaymentSettingsOverviewProps } from './PaymentSettingsOverview';
export { PaymentSettingsForm, type PaymentSettingsFormProps } from './PaymentSettingsForm';
export { paymentSettingsMessages, type PaymentSettingsMessageKey } from './messages';
export {
  paymentSettingsEventTypes,
  type PaymentSettingsEventHandler,
  type PaymentSettingsEventMap,
} from './events';
