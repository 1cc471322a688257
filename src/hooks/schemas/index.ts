export * from './messageKeys';
export * from './fields';
export * from './employee';
export * from './address';
export * from './compensation';
export * from './federalTaxes';
export * from './paymentMethod';
export * from './timeOff';
