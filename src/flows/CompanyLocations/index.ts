export { CompanyLocations, type CompanyLocationsProps } from './CompanyLocations';
export { LocationList, type LocationListProps } from './LocationList';
export { LocationForm, type LocationFormProps } from './LocationForm';
export { MinimumWages, type MinimumWagesProps } from './MinimumWages';
export { locationsMessages, type LocationsMessageKey } from './messages';
export { locationsEventTypes, type LocationsEventHandler, type LocationsEventMap } from './events';
