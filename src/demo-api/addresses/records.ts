export interface AddressRecord {
  uuid: string;
  employeeUuid: string;
  street_1: string;
  street_2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  effective_date: string;
  courtesy_withholding: boolean;
  seq: number;
}
export interface WorkAddressRecord {
  uuid: string;
  employeeUuid: string;
  location_uuid: string;
  effective_date: string;
  seq: number;
}
