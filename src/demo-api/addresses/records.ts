import type { UsAddress } from '../formats/addressRules';
export interface AddressRecord extends UsAddress {
  uuid: string;
  employeeUuid: string;
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
