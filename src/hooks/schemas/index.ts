export { homeAddressSchema, locationSchema, workAddressSchema } from './address';
export { compensationSchema, jobSchema } from './compensation';
export { type EmployeeFormValues, employeeSchema } from './employee';
export { federalTaxesSchema } from './federalTaxes';
export * from './fields';
export { type ValidationMessageKey, validationMessageKeys } from './messageKeys';
export { bankAccountSchema, paymentMethodSchema } from './paymentMethod';
export {
  type AccrualField,
  accrualFieldsFor,
  accrualMethods,
  accrualSettings,
  dayHours,
  timeOffPolicySchema,
  timeOffRequestSchema,
} from './timeOff';
export { childSupportSchema, garnishmentSchema } from './garnishment';
export { payChangeSchema, terminationSchema } from './employment';
